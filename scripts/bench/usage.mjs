/* global window */
// BigCorp's cold /app/usage (issue 39): sequential API rounds before the members' rows show, and
// the longest main-thread task once the usage data has arrived (the chart and the table render).
import { deepLinkFigures } from './deep-links.mjs'
import { storedSession, untilShown, watchFor } from './page-helpers.mjs'
import { RUNS, median, record } from './settings.mjs'

const BIG = 'bigadmin@bigcorp.test'
const USAGE_ROWS = { selector: 'main [role=row]', text: '@bigcorp.test' }

/** Long tasks (over 50 ms: the API reports no shorter ones), kept from the page's start. */
function watchLongTasks() {
  window.__long = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__long.push({ start: e.startTime, end: e.startTime + e.duration })
  }).observe({ type: 'longtask', buffered: true })
}

async function longestAfterData(browser, base, state) {
  const context = await browser.newContext({ storageState: state })
  const page = await context.newPage()
  await page.addInitScript(watchLongTasks)
  await page.addInitScript(watchFor, USAGE_ROWS)
  await page.goto(`${base}/app/usage`)
  await untilShown(page)
  // The chart draws once its lazy chunk has come: wait for its canvas, then for the page to idle.
  await page.waitForSelector('main figure canvas')
  await page.waitForLoadState('networkidle')
  const longest = await page.evaluate(() => {
    const data = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/api/v1/enterprise/usage'))
      .map((e) => e.responseEnd)
    const arrived = Math.max(0, ...data)
    const after = window.__long.filter((t) => t.end > arrived)
    return Math.max(0, ...after.map((t) => t.end - Math.max(t.start, arrived)))
  })
  await context.close()
  return longest
}

export async function benchUsage(browser, base) {
  await deepLinkFigures(browser, base, 'Cold /app/usage (BigCorp)', BIG, '/app/usage', USAGE_ROWS)
  const state = await storedSession(browser, base, BIG, '/app/usage', USAGE_ROWS)
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await longestAfterData(browser, base, state))
  console.log(`Longest task after the usage data: ${runs.map(Math.round).join(', ')} ms`)
  const longest = Math.round(median(runs))
  record(
    'Cold /app/usage (BigCorp): longest main-thread task after the data (0: none over 50 ms)',
    longest,
    'ms',
    '< 50 ms',
    longest < 50,
  )
}
