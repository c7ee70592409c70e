import { expect, test } from '@playwright/test'
import { pagesByAccount } from '../pages-by-account'
import { signIn } from './support'
import {
  SCREEN,
  checkPages,
  expectDialogFits,
  expectNoSidewaysScroll,
  largeTextPhone,
} from './large-text-kit'

largeTextPhone()

test('the text really is twice the size', async ({ page }) => {
  await page.goto('/login')
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
    '32px',
  )
})

test('signed out: /login and /forgot-password', async ({ page }) => {
  await checkPages(page, ['/login', '/forgot-password'])
})

// Every page of the side menu, as each kind of user that may open it: a new page needs no edit.
for (const { email, paths } of pagesByAccount()) {
  test(`${email}: every page it may open (${paths.join(', ')})`, async ({ page }) => {
    await signIn(page, email)
    await checkPages(page, paths)
  })
}

test('admin@acme.test: tooltips, tabs, the bulk bar, the palette, dialogs and the account menu', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test')
  // A lock's tooltip (a tap on a touch screen) stays within the screen.
  await page.goto('/app/settings/organization')
  await page
    .getByRole('img', { name: 'Upgrade to Enterprise plan to use this feature' })
    .first()
    .tap()
  await expect(page.getByRole('tooltip')).toBeInViewport({ ratio: 1 })
  await page.goto('/app/team')
  // A tab label longer than the screen wraps inside its tab instead of being cut.
  const domainTab = (await page
    .getByRole('tab', { name: 'Other users on your domain' })
    .boundingBox())!
  expect(domainTab.width, 'the tab fits the screen').toBeLessThanOrEqual(SCREEN)
  // The team's filters stand in one column, each as wide as the first (UX-15).
  const filters = ['Filter members', 'Filter by role', 'Filter by status', 'Sort by']
  const widths = await Promise.all(
    filters.map(
      async (name) => (await page.getByLabel(name, { exact: true }).boundingBox())!.width,
    ),
  )
  expect(widths, 'each filter as wide as the column').toEqual(filters.map(() => widths[0]))
  const table = page.getByRole('table', { name: 'Members and invitations' })
  // With a row selected the bulk bar (fixed to the bottom, tall at this size) leaves the last
  // row's actions reachable: the page scrolls them clear of it.
  await table.getByRole('checkbox').nth(1).check()
  const bar = page.getByRole('region', { name: 'Selected rows' })
  await expect(bar).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const lastAction = table.getByRole('row').last().getByRole('button').last()
  const [actionBox, barBox] = [(await lastAction.boundingBox())!, (await bar.boundingBox())!]
  expect(actionBox.y + actionBox.height, 'the last row clears the bulk bar').toBeLessThanOrEqual(
    barBox.y,
  )
  // One line of actions that scrolls sideways, not one button per line over most of the screen.
  expect(barBox.height, 'the bulk bar leaves the table in view').toBeLessThanOrEqual(740 * 0.4)
  await bar.getByRole('button', { name: 'Clear selection' }).click()
  // The command palette wraps a long label at this size rather than cut it.
  await page.getByRole('button', { name: /^Search/ }).click()
  const label = page.getByRole('option', { name: 'Resend expired invitations' }).locator('span')
  await expect(label.first()).toBeVisible()
  expect(
    await label.first().evaluate((span) => span.scrollWidth <= span.clientWidth),
    'the palette shows the whole label',
  ).toBe(true)
  await page.keyboard.press('Escape')
  await expectDialogFits(page, table.getByRole('button', { name: /^Remove/ }).first())
  await expectDialogFits(page, page.getByRole('button', { name: 'Invite many' }))
  // The first control a dialog focuses is scrolled into the body's view, not left under the
  // footer; so is the CSV picker when the keyboard reaches it.
  await page.getByRole('button', { name: 'Invite many' }).click()
  await expect(page.locator(':focus')).toBeInViewport()
  await page.getByLabel('Email addresses').focus()
  await page.keyboard.press('Tab')
  await expect(page.getByText('Choose a CSV file')).toBeInViewport()
  await page.keyboard.press('Escape')
  // Each shortcut's action goes under its keys rather than off the screen's edge.
  await page.keyboard.press('?')
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(shortcuts).toBeVisible()
  const [listWidth, bodyWidth] = await shortcuts
    .locator('[data-slot="body"]')
    .evaluate((body) => [body.scrollWidth, body.clientWidth])
  expect(listWidth, 'the list does not scroll sideways').toBeLessThanOrEqual(bodyWidth)
  const action = (await shortcuts.getByText('Open or close the command palette').boundingBox())!
  expect(action.x + action.width, 'an action fits the screen').toBeLessThanOrEqual(SCREEN)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  await expectNoSidewaysScroll(page, 'the account menu')
  const menu = await page.getByRole('menu').boundingBox()
  expect(menu!.x + menu!.width, 'the account menu fits the screen').toBeLessThanOrEqual(SCREEN)
})

test('admin@acme.test: the usage page’s reclaim view and its confirmation (USAGE-8)', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test')
  await checkPages(page, ['/app/usage?reclaim=never'])
  await page.getByRole('list', { name: 'Never active' }).getByRole('checkbox').first().check()
  await expectNoSidewaysScroll(page, 'the dry run')
  await expectDialogFits(page, page.getByRole('button', { name: /^Remove 1 member/ }))
})

test('billing@initech.test: /payment', async ({ page }) => {
  await signIn(page, 'billing@initech.test')
  await checkPages(page, ['/payment'])
})

test('admin@globex.test: a past-due plan in billing', async ({ page }) => {
  await signIn(page, 'admin@globex.test')
  await checkPages(page, ['/app/settings/billing'])
})

test('founder@umbrella.test: /get-started', async ({ page }) => {
  await signIn(page, 'founder@umbrella.test')
  await checkPages(page, ['/get-started'])
})
