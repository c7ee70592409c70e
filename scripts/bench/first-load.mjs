/* global window, document, MutationObserver, requestAnimationFrame */
// A cold /login against the bare React page, alternating so both see the same machine load:
// when the sign-in form is interactive (a visible "Sign in" button that React rendered) against
// when the bare page's content shows, at 1× and 4× CPU; LCP, its element, and blocking time.
import { gzipSync } from 'node:zlib'
import { BARE, RUNS, median, record } from './settings.mjs'

/** In the page: the frame the awaited element shows in, LCP and its element, long tasks. */
function watchFirstLoad(kind) {
  window.__lcp = 0
  window.__lcpElement = null
  window.__shown = 0
  window.__blocking = 0
  const byReact = (el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))
  const visible = (el) => el.checkVisibility() && el.getBoundingClientRect().width > 0
  const ready =
    kind === 'login'
      ? () =>
          [...document.querySelectorAll('form button[type=submit]')].some(
            (b) => b.textContent.trim() === 'Sign in' && byReact(b) && visible(b),
          )
      : () => [...document.querySelectorAll('main h1')].some((h) => byReact(h) && visible(h))
  const seen = new MutationObserver(() => {
    if (!ready()) return
    seen.disconnect()
    requestAnimationFrame(() => (window.__shown = performance.now()))
  })
  seen.observe(document, { childList: true, subtree: true, attributes: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__lcp = e.startTime
      window.__lcpElement = e.element
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__blocking += Math.max(0, e.duration - 50)
  }).observe({ type: 'longtask', buffered: true })
}

async function coldLoad(browser, url, kind, rate) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(watchFirstLoad, kind)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForFunction(() => window.__shown > 0 && window.__lcp > 0)
  const result = await page.evaluate(() => {
    const el = window.__lcpElement
    // Part of the sign-in form: still in the page React drew, in the main that holds the form.
    const inForm =
      !!el?.isConnected && !!el.closest('main')?.querySelector('form button[type=submit]')
    const label = el ? `<${el.tagName.toLowerCase()}> ${el.textContent.trim().slice(0, 40)}` : '?'
    return { lcp: window.__lcp, shown: window.__shown, blocking: window.__blocking, inForm, label }
  })
  await context.close()
  return result
}

const list = (runs, key) => runs.map((r) => Math.round(r[key])).join(', ')

export async function formVersusBare(browser, base) {
  for (const rate of [1, 4]) {
    const bare = []
    const login = []
    for (let i = 0; i < RUNS; i++) {
      bare.push(await coldLoad(browser, `${base}${BARE}`, 'bare', rate))
      login.push(await coldLoad(browser, `${base}/login`, 'login', rate))
    }
    console.log(
      `${rate}x CPU shown: bare ${list(bare, 'shown')}; /login ${list(login, 'shown')} ms`,
    )
    console.log(`${rate}x CPU LCP: bare ${list(bare, 'lcp')}; /login ${list(login, 'lcp')} ms`)
    console.log(`${rate}x CPU /login LCP elements: ${login.map((r) => r.label).join(' | ')}`)
    const ratio = median(login.map((l, i) => l.shown / bare[i].shown))
    const ms = `${Math.round(median(login.map((r) => r.shown)))} / ${Math.round(median(bare.map((r) => r.shown)))} ms`
    record(
      `${rate}× CPU: sign-in form interactive ÷ bare page content shown`,
      `${ratio.toFixed(2)} (${ms})`,
      '',
      '≤ 1.3',
      ratio <= 1.3,
    )
    if (rate === 1) continue
    const lcpRatio = median(login.map((l, i) => l.lcp / bare[i].lcp))
    record('4× CPU: /login LCP ÷ bare page LCP', lcpRatio.toFixed(2), '', '', true)
    const inForm = login.filter((r) => r.inForm).length
    record(
      '4× CPU: /login LCP element in the sign-in form',
      `${inForm} of ${login.length} runs`,
      '',
      'every run',
      inForm === login.length,
    )
    const blocking = median(login.map((r) => r.blocking))
    console.log(
      `4x CPU blocking: bare ${list(bare, 'blocking')}; /login ${list(login, 'blocking')} ms`,
    )
    record('4× CPU: /login blocking time', Math.round(blocking), 'ms', '≤ 100 ms', blocking <= 100)
    const bareBlocking = Math.round(median(bare.map((r) => r.blocking)))
    record('4× CPU: bare page blocking time (reference)', bareBlocking, 'ms', '', true)
  }
}

/** The gzip size of every script a cold /login runs, index.html's inline ones included. */
export async function loginBytes(browser, base) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const bodies = []
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script')
      bodies.push(await r.body().catch(() => Buffer.alloc(0)))
  })
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' })
  const inline = await page.evaluate(() =>
    [...document.scripts].filter((s) => !s.src).map((s) => s.textContent ?? ''),
  )
  bodies.push(...inline.map((code) => Buffer.from(code)))
  await context.close()
  const kib = bodies.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0) / 1024
  record('/login JavaScript (gzip)', kib.toFixed(1), 'KiB', '≤ 130 KiB', kib <= 130)
}

/**
 * The texts of /login before any script runs (the HTML placeholder) and of the sign-in form's
 * main once React drew it: Lighthouse names its LCP element only by its text.
 */
export async function loginTexts(browser, base) {
  const texts = () =>
    [...document.querySelectorAll('body *')]
      .map((el) => el.textContent.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
  const plain = await browser.newContext({ javaScriptEnabled: false })
  const page = await plain.newPage()
  await page.goto(`${base}/login`)
  const placeholder = await page.evaluate(texts)
  await plain.close()
  const context = await browser.newContext()
  const drawn = await context.newPage()
  await drawn.goto(`${base}/login`)
  await drawn.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
  const form = await drawn.evaluate(() =>
    [...(document.querySelector('main:has(form)')?.querySelectorAll('*') ?? [])]
      .map((el) => el.textContent.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  )
  await context.close()
  return { placeholder: new Set(placeholder), form: new Set(form) }
}
