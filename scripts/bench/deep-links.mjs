/* global window */
// Cold deep links with a stored session: sequential API rounds before the first rows, and when
// they show; the bare React page's cold load, measured the same way, is this machine's floor.
import { BARE, LATENCY, RUNS, median, record } from './settings.mjs'
import { apiRounds, storedSession, untilShown, watchFor } from './page-helpers.mjs'

export const TEAM_ROWS = { selector: 'main [role=row]', text: '@bigcorp.test' }
export const CATALOG_ROWS = { selector: 'main [role=status]', text: 'Showing' }

async function deepLink(browser, base, state, path, target) {
  const context = await browser.newContext({ storageState: state })
  const page = await context.newPage()
  await page.addInitScript(watchFor, target)
  await page.goto(`${base}${path}`)
  await untilShown(page)
  const { shown, calls } = await page.evaluate(() => ({
    shown: window.__shown,
    calls: performance
      .getEntriesByType('resource')
      .filter((e) => /^\/(api|auth)\//.test(new URL(e.name).pathname))
      .filter((e) => e.startTime < window.__shown)
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
  }))
  await context.close()
  return { shown, ...apiRounds(calls) }
}

export async function deepLinkFigures(browser, base, label, email, path, target) {
  const state = await storedSession(browser, base, email, path, target)
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await deepLink(browser, base, state, path, target))
  console.log(
    `${label}: ${runs.map((r) => `${Math.round(r.shown)} ms [${r.calls.join(' ')}]`).join('; ')}`,
  )
  const rounds = median(runs.map((r) => r.rounds))
  const shown = median(runs.map((r) => r.shown))
  record(`${label}: sequential API rounds`, rounds, '', '= 1', rounds === 1)
  const goal = LATENCY + 250
  record(`${label}: first rows`, Math.round(shown), 'ms', `≤ ${goal} ms`, shown <= goal)
}

export async function deepLinks(browser, base) {
  const bare = []
  for (let i = 0; i < RUNS; i++) {
    const target = { selector: 'main h1', text: '' }
    bare.push((await deepLink(browser, base, undefined, BARE, target)).shown)
  }
  console.log(`Cold bare React page: ${bare.map(Math.round).join(', ')} ms`)
  record(
    'Cold bare React page (reference): heading shown',
    Math.round(median(bare)),
    'ms',
    '',
    true,
  )
  await deepLinkFigures(
    browser,
    base,
    'Cold /app/team (BigCorp)',
    'bigadmin@bigcorp.test',
    '/app/team',
    TEAM_ROWS,
  )
  await deepLinkFigures(
    browser,
    base,
    'Cold /app/event-catalog',
    'staff@flow.test',
    '/app/event-catalog',
    CATALOG_ROWS,
  )
}
