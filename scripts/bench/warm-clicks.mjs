/* global window, document */
// Clicks in a signed-in portal: BigCorp's team from a click, warm menu clicks Team → Settings →
// Team (code and data loaded once, data still fresh) and whether a spinner showed, the catalog.
import { RUNS, median, record } from './settings.mjs'
import { signIn, untilShown, watchFor } from './page-helpers.mjs'
import { TEAM_ROWS } from './deep-links.mjs'

const SETTINGS = { selector: 'main h2', text: 'Authentication' }
const menu = (page) => page.getByRole('navigation', { name: 'Main' })

/** A click on a menu link, hovered first as a person would: time to content, spinner or not. */
async function menuClick(page, label, target) {
  await page.evaluate(watchFor, target)
  await page.evaluate(() => {
    document.addEventListener('click', () => (window.__clicked = performance.now()), {
      capture: true,
      once: true,
    })
  })
  const link = menu(page).getByRole('link', { name: label })
  await link.hover()
  // Intent preloading starts on hover; a person's pointer rests ~100 ms before the click lands.
  await page.waitForTimeout(100)
  await link.click()
  await untilShown(page)
  return page.evaluate(() => ({ ms: window.__shown - window.__clicked, pending: window.__pending }))
}

export async function warmClicks(browser, base) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, base, 'bigadmin@bigcorp.test')
  const started = Date.now()
  await menu(page).getByRole('link', { name: 'Team' }).click()
  await page
    .getByRole('row', { name: /@bigcorp\.test/ })
    .first()
    .waitFor()
  const firstRows = Date.now() - started
  record('BigCorp click on Team: first rows', firstRows, 'ms', '≤ 1000 ms', firstRows <= 1000)
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
  await context.close()
}

export async function catalogClick(browser, base) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, base, 'staff@flow.test')
  const started = Date.now()
  await menu(page).getByRole('link', { name: 'Event Catalog' }).click()
  await page.getByText(/Showing 50 events/).waitFor()
  const ms = Date.now() - started
  record('Catalog click: first 50 events', ms, 'ms', '≤ 800 ms', ms <= 800)
  await context.close()
}
