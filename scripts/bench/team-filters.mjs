/* global window, requestAnimationFrame */
// BigCorp's team page (2,000 members, 300 invitations): the longest main-thread task while
// typing in the filter, changing the role/status/sort filters and selecting rows (TEAM-23,
// TEAM-25). Returns its figures for the bench's table.

const BUDGET_MS = 50

async function signIn(page, base, email) {
  await page.goto(`${base}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/app\//)
}

/** Starts recording long tasks (the browser reports only those over 50 ms). */
const startWatch = (page) =>
  page.evaluate(() => {
    window.__longest = 0
    window.__watch?.disconnect()
    window.__watch = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration)
    })
    window.__watch.observe({ type: 'longtask', buffered: false })
  })

/** The longest task since startWatch, once two animation frames have passed. */
const longest = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__longest))),
      ),
  )

const choose = (page, label, value) =>
  page.getByRole('combobox', { name: label }).selectOption(value)

/** @returns {Promise<{name: string, value: string|number, unit: string, budget: string, ok: boolean}[]>} */
export async function benchTeam(browser, base) {
  const figures = []
  const figure = (name, ms) =>
    figures.push({
      name: `BigCorp team: ${name}, longest task`,
      value: Math.round(ms),
      unit: 'ms',
      budget: `< ${BUDGET_MS}`,
      ok: ms < BUDGET_MS,
    })
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    await signIn(page, base, 'bigadmin@bigcorp.test')
    await page.goto(`${base}/app/team`)
    const status = page.getByRole('status').filter({ hasText: /invitations?/ })
    await status.filter({ hasText: '2,000 members and 300 invitations' }).waitFor()
    const filter = page.getByLabel('Filter members')

    await startWatch(page)
    await filter.pressSequentially('wang', { delay: 60 })
    await status.filter({ hasText: 'match' }).waitFor()
    await filter.fill('')
    await status.filter({ hasText: '2,000 members and 300 invitations' }).waitFor()
    figure('typing in the filter', await longest(page))

    await startWatch(page)
    await choose(page, 'Filter by role', 'member')
    await choose(page, 'Filter by status', 'active')
    await choose(page, 'Sort by', 'name')
    await choose(page, 'Filter by role', 'all')
    await choose(page, 'Filter by status', 'all')
    await choose(page, 'Sort by', 'role')
    await status.filter({ hasText: '2,000 members and 300 invitations' }).waitFor()
    figure('changing filters and sort', await longest(page))

    await startWatch(page)
    const all = page.getByRole('checkbox', { name: /^Select all [\d,]+ matching rows$/ })
    await all.check()
    await page.getByRole('region', { name: 'Selected rows' }).getByText('2,299 selected').waitFor()
    const boxes = page
      .getByRole('table', { name: 'Members and invitations' })
      .getByRole('checkbox', { name: /^Select [^\s]+@/ })
    for (let i = 1; i <= 5; i++) await boxes.nth(i).click()
    await all.click()
    await all.click()
    await page.getByRole('region', { name: 'Selected rows' }).waitFor({ state: 'detached' })
    figure('select all and toggling rows', await longest(page))
  } catch (error) {
    figures.push({
      name: 'BigCorp team interactions',
      value: `error: ${String(error.message).split('\n')[0]}`,
      unit: '',
      budget: '',
      ok: false,
    })
  } finally {
    await context.close()
  }
  return figures
}
