/* global window, document, MutationObserver, requestAnimationFrame */
// Performance figures of the production build (run `npm run bench`; it builds first).
// Prints each figure beside its goal. Only the /login byte budget is enforced in CI (e2e).
// BENCH_PORT, BENCH_RUNS (default 3), BENCH_OUTDIR (default dist), DEMO_LATENCY_MS (default 150),
// BENCH_ONLY (comma-separated groups: login, deep, team, lighthouse; default all).
import { execFileSync, spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import * as chromeLauncher from 'chrome-launcher'
import { benchTeam } from './bench-team.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 4400)
const BASE = `http://127.0.0.1:${PORT}`
const OUTDIR = process.env.BENCH_OUTDIR ?? 'dist'
const LATENCY = Number(process.env.DEMO_LATENCY_MS ?? 150)
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
const BARE = '/bench/bare.html'
const ONLY = process.env.BENCH_ONLY?.split(',')
const want = (group) => !ONLY || ONLY.includes(group)

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const rows = []
const record = (name, value, unit, goal, ok) => rows.push({ name, value, unit, goal, ok })
const fail = (name) => (e) => record(name, `error: ${e.message.split('\n')[0]}`, '', '', false)

/** The bare React page: same Vite and config, a second pass into the same folder (vite.config.ts). */
function buildBarePage() {
  execFileSync('npx', ['vite', 'build', '--outDir', OUTDIR, '--logLevel', 'warn'], {
    env: { ...process.env, BENCH_BARE: '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: 'inherit',
  })
}

async function startServer() {
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--strictPort',
      '--outDir',
      OUTDIR,
    ],
    {
      env: {
        ...process.env,
        DEMO_LATENCY_MS: String(LATENCY),
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
  // index.html's inline scripts count too (as in tests/e2e/budget.spec.ts).
  const inline = await page.evaluate(() =>
    [...document.scripts].filter((s) => !s.src).map((s) => s.textContent ?? ''),
  )
  bodies.push(...inline.map((code) => Buffer.from(code)))
  await page.close()
  const kib = bodies.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0) / 1024
  record('/login JavaScript (gzip)', kib.toFixed(1), 'KiB', '≤ 130', kib <= 130)
}

/**
 * LCP, the frame where `content` first shows, and blocking time (long tasks' excess over 50 ms)
 * of a cold load under 4× CPU slowdown.
 */
async function throttledLoad(browser, path, content) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript((selector) => {
    window.__lcp = 0
    window.__content = 0
    window.__blocking = 0
    const seen = new MutationObserver(() => {
      if (!document.querySelector(selector)) return
      seen.disconnect()
      requestAnimationFrame(() => (window.__content = performance.now()))
    })
    seen.observe(document, { childList: true, subtree: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = e.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__blocking += Math.max(0, e.duration - 50)
    }).observe({ type: 'longtask', buffered: true })
  }, content)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' })
  await page.waitForFunction(() => window.__content > 0 && window.__lcp > 0)
  const result = await page.evaluate(() => ({
    lcp: window.__lcp,
    content: window.__content,
    blocking: window.__blocking,
  }))
  await context.close()
  return result
}

async function paintVersusBare(browser) {
  const bare = []
  const login = []
  // Alternating, so both pages see the same machine load.
  for (let i = 0; i < RUNS; i++) {
    bare.push(await throttledLoad(browser, BARE, 'main h1'))
    login.push(await throttledLoad(browser, '/login', 'form button[type=submit]'))
  }
  const ratios = login.map((l, i) => l.lcp / bare[i].lcp)
  const formRatios = login.map((l, i) => l.content / bare[i].content)
  const list = (runs, key) => runs.map((r) => Math.round(r[key])).join(', ')
  console.log(`4x CPU LCP: bare ${list(bare, 'lcp')} ms; /login ${list(login, 'lcp')} ms`)
  console.log(
    `4x CPU content: bare ${list(bare, 'content')} ms; /login ${list(login, 'content')} ms`,
  )
  console.log(
    `4x CPU blocking: bare ${list(bare, 'blocking')} ms; /login ${list(login, 'blocking')} ms`,
  )
  const bareLcp = median(bare.map((r) => r.lcp))
  const loginLcp = median(login.map((r) => r.lcp))
  const blocking = median(login.map((r) => r.blocking))
  record('4× CPU: bare React page LCP', Math.round(bareLcp), 'ms', '', true)
  record('4× CPU: /login LCP', Math.round(loginLcp), 'ms', '', true)
  record(
    '4× CPU: /login LCP ÷ bare LCP',
    median(ratios).toFixed(2),
    '',
    '≤ 1.3',
    median(ratios) <= 1.3,
  )
  // LCP on /login is the shell index.html paints before any script; this one is the form itself.
  record(
    '4× CPU: /login form shown ÷ bare page content shown',
    median(formRatios).toFixed(2),
    '',
    '',
    true,
  )
  record('4× CPU: /login blocking time', Math.round(blocking), 'ms', '≤ 100', blocking <= 100)
  record(
    '4× CPU: bare page blocking time',
    Math.round(median(bare.map((r) => r.blocking))),
    'ms',
    '',
    true,
  )
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
      // A run Lighthouse could not finish (a runtime error) is reported, not averaged in.
      if (lhr.runtimeError || lhr.categories.performance.score === null) {
        console.log(`${label}: run failed: ${lhr.runtimeError?.code ?? 'no score'}`)
        continue
      }
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
  const worst = Math.min(...results.map((r) => r.score))
  console.log(`${label}: LCP elements ${results.map((r) => r.lcpElement).join(' | ')}`)
  console.log(
    `${label}: runs ${results.map((r) => `${r.score}/${Math.round(r.lcp)}/${Math.round(r.tbt)}`).join(', ')} (score/LCP/TBT)`,
  )
  if (label === 'mobile') {
    record(
      'Lighthouse mobile score (median, worst)',
      `${m('score')}, ${worst}`,
      '',
      '≥ 98',
      worst >= 98,
    )
    record('Lighthouse mobile LCP', (m('lcp') / 1000).toFixed(2), 's', '≤ 1.5', m('lcp') <= 1500)
    record('Lighthouse mobile TBT', Math.round(m('tbt')), 'ms', '≤ 50', m('tbt') <= 50)
    record('Lighthouse mobile CLS', m('cls').toFixed(3), '', '= 0', m('cls') === 0)
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

/** A stored session for `email`, as a returning visitor's browser holds it. */
async function storedSession(browser, email) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, email)
  // What the signed-in portal stores for the next cold load (the page calls index.html starts).
  await page.waitForFunction(() => localStorage.getItem('flow-early-calls') !== null)
  const state = await context.storageState()
  await context.close()
  return state
}

/**
 * Records, in the page, when an element matching `selector` whose text contains `text` first
 * shows (window.__shown, ms since navigation start) and whether "Loading…" showed in main before.
 */
function watchFor({ selector, text }) {
  window.__shown = 0
  window.__pending = false
  window.__whenShown = new Promise((resolve) => (window.__markShown = resolve))
  const check = () => {
    if (window.__shown) return
    const main = document.querySelector('main')
    if (main?.textContent?.includes('Loading…')) window.__pending = true
    for (const el of document.querySelectorAll(selector))
      if (el.textContent?.includes(text)) {
        window.__shown = performance.now()
        window.__markShown()
        return
      }
  }
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  })
}

/**
 * Waits for watchFor's element. Not page.waitForFunction: its polling runs in animation frames,
 * which would make the measured page produce frames (style, layout, paint) while it loads.
 */
async function untilShown(page) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('not shown within 20 s')), 20_000)
  })
  await Promise.race([page.evaluate(() => window.__whenShown), timeout]).finally(() =>
    clearTimeout(timer),
  )
}

/** API rounds: a call is one round after the latest round that had answered before it started. */
function apiRounds(calls) {
  const sorted = [...calls].sort((a, b) => a.start - b.start)
  const round = []
  sorted.forEach((c, i) => {
    let r = 1
    for (let j = 0; j < i; j++) if (sorted[j].end <= c.start) r = Math.max(r, round[j] + 1)
    round.push(r)
  })
  return { rounds: Math.max(0, ...round), calls: sorted.map((c, i) => `${round[i]}:${c.path}`) }
}

/**
 * A cold deep link (with a stored session when `state` is given): API rounds before the first
 * rows, and when they show.
 */
async function deepLink(browser, state, path, target) {
  const context = await browser.newContext({ storageState: state })
  const page = await context.newPage()
  await page.addInitScript(watchFor, target)
  await page.goto(`${BASE}${path}`)
  await untilShown(page)
  const { shown, calls } = await page.evaluate(() => ({
    shown: window.__shown,
    calls: performance
      .getEntriesByType('resource')
      .filter((e) => /\/(api|auth)\//.test(new URL(e.name).pathname))
      .filter((e) => e.startTime < window.__shown)
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
  }))
  await context.close()
  return { shown, ...apiRounds(calls) }
}

async function deepLinkFigures(browser, label, email, path, target) {
  const state = await storedSession(browser, email)
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await deepLink(browser, state, path, target))
  console.log(
    `${label}: ${runs.map((r) => `${Math.round(r.shown)} ms [${r.calls.join(' ')}]`).join('; ')}`,
  )
  const rounds = median(runs.map((r) => r.rounds))
  const shown = median(runs.map((r) => r.shown))
  record(`${label}: sequential API rounds`, rounds, '', '= 1', rounds === 1)
  record(
    `${label}: first rows`,
    Math.round(shown),
    'ms',
    `≤ ${LATENCY + 200}`,
    shown <= LATENCY + 200,
  )
}

/**
 * This machine's floor for the figures above: when a bare React page's heading is in the DOM on a
 * cold load (new context, no CPU slowdown), measured as the deep links are.
 */
async function bareFloor(browser) {
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    const { shown } = await deepLink(browser, undefined, BARE, { selector: 'main h1', text: '' })
    runs.push(shown)
  }
  console.log(`Cold bare React page: ${runs.map(Math.round).join(', ')} ms`)
  record(
    'Cold bare React page (reference): heading shown',
    Math.round(median(runs)),
    'ms',
    '',
    true,
  )
}

const TEAM_ROWS = { selector: 'main [role=row]', text: '@bigcorp.test' }
const SETTINGS = { selector: 'main h2', text: 'Authentication' }

/** A click on a menu link, hovered first as a person would: time to content, spinner or not. */
async function menuClick(page, label, target) {
  await page.evaluate(watchFor, target)
  await page.evaluate(() => {
    document.addEventListener('click', () => (window.__clicked = performance.now()), {
      capture: true,
      once: true,
    })
  })
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label })
  await link.hover()
  // Intent preloading starts on hover; a person's pointer rests ~100 ms before the click lands.
  await page.waitForTimeout(100)
  await link.click()
  await untilShown(page)
  return page.evaluate(() => ({ ms: window.__shown - window.__clicked, pending: window.__pending }))
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
  record('BigCorp click on Team: first rows', firstRows, 'ms', '≤ 1000', firstRows <= 1000)
  // Typing, filters and selection on this page are measured by bench-team.mjs.
  // Warm: code and data already loaded once, the data still fresh.
  const toSettings = []
  const toTeam = []
  for (let i = 0; i < RUNS; i++) {
    toSettings.push(await menuClick(page, 'Settings', SETTINGS))
    toTeam.push(await menuClick(page, 'Team', TEAM_ROWS))
  }
  const spinners = [...toSettings, ...toTeam].filter((r) => r.pending).length
  const ms = (xs) => Math.round(median(xs.map((r) => r.ms)))
  record('Warm click Team → Settings', ms(toSettings), 'ms', '', true)
  record('Warm click Settings → Team (BigCorp rows)', ms(toTeam), 'ms', '', true)
  record('Warm clicks showing a spinner', spinners, '', '= 0', spinners === 0)
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
  record('Catalog click: first 50 events', ms, 'ms', '≤ 800', ms <= 800)
  await page.close()
}

buildBarePage()
const server = await startServer()
try {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: FLAGS.filter((f) => f !== '--headless=new'),
  })
  if (want('login')) {
    await loginBytes(browser)
    await paintVersusBare(browser).catch(fail('4× CPU LCP'))
  }
  if (want('deep')) {
    await bareFloor(browser).catch(fail('Cold bare React page'))
    await deepLinkFigures(
      browser,
      'Cold /app/team (BigCorp)',
      'bigadmin@bigcorp.test',
      '/app/team',
      TEAM_ROWS,
    ).catch(fail('Cold /app/team'))
    await deepLinkFigures(
      browser,
      'Cold /app/event-catalog',
      'staff@flow.test',
      '/app/event-catalog',
      {
        selector: 'main [role=status]',
        text: 'Showing',
      },
    ).catch(fail('Cold /app/event-catalog'))
  }
  if (want('team')) {
    await teamFigures(browser).catch(fail('BigCorp /app/team'))
    await benchTeam(browser, BASE)
      .then((figures) => figures.forEach((f) => record(f.name, f.value, f.unit, f.budget, f.ok)))
      .catch(fail('BigCorp team filters and selection'))
    await catalogFigure(browser).catch(fail('Catalog first 50 events'))
  }
  await browser.close()
  if (want('lighthouse')) {
    await lighthouseRuns('mobile', undefined)
    await lighthouseRuns('desktop', desktopConfig)
  }
} finally {
  try {
    process.kill(-server.pid)
  } catch {
    /* already gone */
  }
}

console.log(
  `\nPerformance (production build, Chromium, API latency ${LATENCY} ms, median of ${RUNS} runs)\n`,
)
console.log('| figure | value | goal | |\n|---|---|---|---|')
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.value} ${r.unit} | ${r.goal} ${r.unit} | ${r.ok ? 'ok' : 'OVER'} |`,
  )
