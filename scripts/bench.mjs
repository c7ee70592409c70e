/* global window */
// Performance figures of the production build (run `npm run bench`; it builds first).
// Prints each figure beside its budget. Only the /login byte budget is enforced in CI (e2e).
import { spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import * as chromeLauncher from 'chrome-launcher'
import { benchTeam } from './bench-team.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 4400)
const BASE = `http://127.0.0.1:${PORT}`
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
]
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const rows = []
const record = (name, value, unit, budget, ok) => rows.push({ name, value, unit, budget, ok })

async function startServer() {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    {
      env: {
        ...process.env,
        DEMO_LATENCY_MS: process.env.DEMO_LATENCY_MS ?? '50',
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      },
      stdio: 'ignore',
      detached: true,
    },
  )
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/login`)).ok) return server
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('preview server did not start')
}

async function loginBytes(browser) {
  const page = await browser.newPage()
  const bodies = []
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script')
      bodies.push(await r.body().catch(() => Buffer.alloc(0)))
  })
  await page.goto(`${BASE}/login`, { waitUntil: 'networkidle' })
  await page.close()
  const kib = bodies.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0) / 1024
  record('/login JavaScript (gzip)', kib.toFixed(1), 'KiB', '≤ 150', kib <= 150)
}

async function lighthouseRuns(label, config) {
  const results = []
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS })
    try {
      const { lhr } = await lighthouse(
        `${BASE}/login`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        config,
      )
      results.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        lcpElement:
          lhr.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node
            ?.snippet ?? '?',
      })
    } finally {
      await chrome.kill()
    }
  }
  const m = (k) => median(results.map((r) => r[k]))
  console.log(`${label}: LCP elements ${results.map((r) => r.lcpElement).join(' | ')}`)
  if (label === 'mobile') {
    record('Lighthouse mobile score', m('score'), '', '≥ 95', m('score') >= 95)
    record('Lighthouse mobile LCP', (m('lcp') / 1000).toFixed(2), 's', '≤ 2.0', m('lcp') <= 2000)
    record('Lighthouse mobile TBT', Math.round(m('tbt')), 'ms', '≤ 150', m('tbt') <= 150)
    record('Lighthouse mobile CLS', m('cls').toFixed(3), '', '≤ 0.02', m('cls') <= 0.02)
  } else {
    record('Lighthouse desktop score', m('score'), '', '= 100', m('score') >= 100)
  }
}

async function signIn(page, email) {
  await page.goto(`${BASE}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/app\//)
}

async function teamFigures(browser) {
  const page = await browser.newPage()
  await signIn(page, 'bigadmin@bigcorp.test')
  const started = Date.now()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click()
  await page
    .getByRole('row', { name: /@bigcorp\.test/ })
    .first()
    .waitFor()
  const firstRows = Date.now() - started
  record('BigCorp /app/team first rows', firstRows, 'ms', '≤ 1000', firstRows <= 1000)
  await page.evaluate(() => {
    window.__longest = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration)
    }).observe({ type: 'longtask', buffered: false })
  })
  await page.getByLabel('Filter members').pressSequentially('member1', { delay: 60 })
  await page.waitForTimeout(500)
  const longest = await page.evaluate(() => window.__longest)
  record('BigCorp filter typing, longest task', Math.round(longest), 'ms', '< 100', longest < 100)
  await page.close()
}

async function catalogFigure(browser) {
  const page = await browser.newPage()
  await signIn(page, 'staff@flow.test')
  const started = Date.now()
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Event Catalog' })
    .click()
  await page.getByText(/Showing 50 events/).waitFor()
  const ms = Date.now() - started
  record('Catalog first 50 events', ms, 'ms', '≤ 800', ms <= 800)
  await page.close()
}

const server = await startServer()
try {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: FLAGS.filter((f) => f !== '--headless=new'),
  })
  await loginBytes(browser)
  await teamFigures(browser).catch((e) =>
    record('BigCorp /app/team', `error: ${e.message.split('\n')[0]}`, '', '', false),
  )
  for (const f of await benchTeam(browser, BASE)) record(f.name, f.value, f.unit, f.budget, f.ok)
  await catalogFigure(browser).catch((e) =>
    record('Catalog first 50 events', `error: ${e.message.split('\n')[0]}`, '', '', false),
  )
  await browser.close()
  await lighthouseRuns('mobile', undefined)
  await lighthouseRuns('desktop', desktopConfig)
} finally {
  process.kill(-server.pid)
}

console.log(`\nPerformance (production build, Chromium, median of ${RUNS} Lighthouse runs)\n`)
console.log('| figure | value | budget | |\n|---|---|---|---|')
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.value} ${r.unit} | ${r.budget} ${r.unit} | ${r.ok ? 'ok' : 'OVER'} |`,
  )
