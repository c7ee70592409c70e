// Lighthouse 12 on /login, mobile preset (simulated throttling) and desktop, every run printed,
// with the LCP element it reports and whether that is the sign-in form or the HTML placeholder.
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM, FLAGS, RUNS, median, record } from './settings.mjs'

/** 'form', 'placeholder' or 'other', from the element's text (all Lighthouse names it by). */
export function lcpPlace(label, texts) {
  const text = label.replace(/\s+/g, ' ').trim()
  if (texts.placeholder.has(text)) return 'placeholder'
  return texts.form.has(text) ? 'form' : 'other'
}

async function runs(base, flags, config, count = RUNS) {
  const results = []
  for (let i = 0; i < count; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [...FLAGS, ...flags],
    })
    try {
      const { lhr } = await lighthouse(
        `${base}/login`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        config,
      )
      // A run Lighthouse could not finish (a runtime error) is reported, not averaged in.
      if (lhr.runtimeError || lhr.categories.performance.score === null) {
        console.log(`Lighthouse run failed: ${lhr.runtimeError?.code ?? 'no score'}`)
        results.push({ failed: true })
        continue
      }
      const node =
        lhr.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node
      results.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        element: node?.nodeLabel ?? '?',
        snippet: node?.snippet ?? '?',
      })
    } finally {
      await chrome.kill()
    }
  }
  return results
}

export async function lighthouseFigures(base, flags, texts) {
  const mobile = await runs(base, flags, undefined)
  const done = mobile.filter((r) => !r.failed)
  const m = (k) => median(done.map((r) => r[k]))
  const scores = mobile.map((r) => (r.failed ? 'failed' : r.score))
  console.log(
    `Lighthouse mobile: ${done.map((r) => `${r.score}/${Math.round(r.lcp)}/${Math.round(r.tbt)}`).join(', ')} (score/LCP ms/TBT ms)`,
  )
  const places = done.map((r) => lcpPlace(r.element, texts))
  done.forEach((r, i) => console.log(`Lighthouse mobile LCP element (${places[i]}): ${r.snippet}`))
  const worst = Math.min(...done.map((r) => r.score))
  record(
    'Lighthouse mobile score, each run',
    scores.join(', '),
    '',
    '≥ 98 every run',
    done.length === mobile.length && worst >= 98,
  )
  const labels = [...new Set(done.map((r, i) => `${places[i]}: "${r.element.slice(0, 40)}"`))]
  record(
    'Lighthouse mobile LCP element',
    labels.join('; '),
    '',
    'in the sign-in form',
    places.length > 0 && places.every((p) => p === 'form'),
  )
  record('Lighthouse mobile LCP', (m('lcp') / 1000).toFixed(2), 's', '≤ 1.5 s', m('lcp') <= 1500)
  record('Lighthouse mobile TBT', Math.round(m('tbt')), 'ms', '≤ 50 ms', m('tbt') <= 50)
  record('Lighthouse mobile CLS', m('cls').toFixed(3), '', '= 0', m('cls') === 0)
  const desktop = (await runs(base, flags, desktopConfig, Math.min(RUNS, 3))).filter(
    (r) => !r.failed,
  )
  const desktopScore = median(desktop.map((r) => r.score))
  record('Lighthouse desktop score', desktopScore, '', '= 100', desktopScore >= 100)
}
