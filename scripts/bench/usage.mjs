/* global window */
// BigCorp's cold /app/usage (issue 39): sequential API rounds before the members' rows show, and
// the longest main-thread task once the usage data has arrived (the chart and the table render).
import { deepLinkFigures } from './deep-links.mjs'
import { storedSession, untilShown, watchFor } from './page-helpers.mjs'
import { RUNS, median, record } from './settings.mjs'

const BIG = 'bigadmin@bigcorp.test'
const USAGE_ROWS = { selector: 'main [role=row]', text: '@bigcorp.test' }

/** Long tasks (over 50 ms: the API reports no shorter ones), kept from the page's start, and the
 * long animation frames' scripts, which say what ran in them. */
function watchLongTasks() {
  window.__long = []
  window.__frames = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__long.push({ start: e.startTime, end: e.startTime + e.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__frames.push(...e.scripts.map((s) => s.toJSON()))
  }).observe({ type: 'long-animation-frame', buffered: true })
}

/** What ran in the longest task: each script's invoker, function and time, as DevTools names it. */
const attribution = (scripts, task) =>
  scripts
    .filter((s) => s.startTime >= task.start - 1 && s.startTime < task.end)
    .map((s) => `${s.invoker} ${s.sourceFunctionName} ${Math.round(s.duration)} ms`)
    .join('; ')

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
  // The long tasks after the data (each clipped to start there), and what ran in the frames.
  const { after, scripts } = await page.evaluate(() => {
    const data = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/api/v1/enterprise/usage'))
      .map((e) => e.responseEnd)
    const arrived = Math.max(0, ...data)
    const tasks = window.__long.filter((t) => t.end > arrived)
    return {
      after: tasks.map((t) => ({
        ...t,
        from: t.start - arrived,
        ms: t.end - Math.max(t.start, arrived),
      })),
      scripts: window.__frames,
    }
  })
  const longest = after.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, start: 0, end: 0 })
  const list = after.map((t) => `+${Math.round(t.from)}:${Math.round(t.ms)}`).join(' ')
  if (longest.ms)
    console.log(`  ${Math.round(longest.ms)} ms: ${attribution(scripts, longest)} [${list}]`)
  await context.close()
  return longest.ms
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
