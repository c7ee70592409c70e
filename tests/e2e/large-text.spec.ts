import { expect, test, type Locator, type Page } from '@playwright/test'
import { pagesByAccount } from '../pages-by-account'
import { signIn } from './support'

// WCAG 1.4.4: a phone whose browser text size is set to 200% (Chrome's text scaling) still
// shows every page without sideways scrolling. The setting changes the default font size, so
// the rem-based layout and the rem media queries both scale, as they do for the user.
// The narrowest phone the portal supports.
const SCREEN = 360
test.use({ viewport: { width: SCREEN, height: 740 }, isMobile: true, hasTouch: true })

test.beforeEach(async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.enable')
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
})

async function expectNoSidewaysScroll(page: Page, label: string) {
  // Not innerWidth: a phone zooms out to show content wider than the screen, and innerWidth grows
  // with it; the layout viewport (clientWidth) stays the screen's width.
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ])
  expect(scrollWidth, `${label} scrolls sideways`).toBeLessThanOrEqual(clientWidth)
}

/** Opens a dialog with `opener`, checks it sits within the screen, and closes it with Escape. */
async function expectDialogFits(page: Page, opener: Locator) {
  await opener.click()
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'))
  await expect(dialog).toBeVisible()
  const box = (await dialog.boundingBox())!
  expect(box.x, 'the dialog starts on screen').toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, 'the dialog ends on screen').toBeLessThanOrEqual(SCREEN)
  await expectNoSidewaysScroll(page, 'the dialog')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

async function checkPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoSidewaysScroll(page, path)
  }
}

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

/**
 * Opens a dialog and checks the control it focuses is on the screen (`ratio` 1: all of it), not
 * under its footer; then cancels it, so nothing changes for the other tests.
 */
async function expectFocusShownOnOpen(
  page: Page,
  [email, path]: [string, string],
  opener: (page: Page) => Locator,
  ratio?: number,
) {
  await signIn(page, email)
  await page.goto(path)
  await opener(page).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.locator(':focus')).toBeInViewport({ ratio })
  await page.keyboard.press('Escape')
}

const requestUpgrade = (page: Page) => page.getByRole('button', { name: 'Request Upgrade' }).first()
/** BigCorp's "Turn on zero data retention?" opens with its type-the-name field all in view. */
const expectZeroDataRetentionFieldWhole = (page: Page) =>
  expectFocusShownOnOpen(
    page,
    ['bigadmin@bigcorp.test', '/app/settings/organization'],
    (p) => p.getByRole('switch', { name: 'Zero data retention' }),
    1,
  )

// At this size a dialog's body shows only a few lines: the focused control must be among them.
test('member@acme.test: Request Upgrade opens with its message field in view', async ({ page }) => {
  // Taller than the body: its first lines show.
  await expectFocusShownOnOpen(
    page,
    ['member@acme.test', '/app/settings/organization'],
    requestUpgrade,
  )
})

test('bigadmin@bigcorp.test: the zero data retention question opens with its field in view', async ({
  page,
}) => {
  await expectZeroDataRetentionFieldWhole(page)
})

// Held sideways, the same phone has about 11rem of height at this text size.
test.describe('a phone held sideways', () => {
  test.use({ viewport: { width: 740, height: 360 } })

  test('admin@acme.test: a confirmation scrolls as one, and the bulk bar is one line', async ({
    page,
  }) => {
    await signIn(page, 'admin@acme.test')
    await page.goto('/app/team')
    const table = page.getByRole('table', { name: 'Members and invitations' })
    await table
      .getByRole('button', { name: /^Remove/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    // Cancel has the focus: shown, and so is the action beside it.
    await expect(page.locator(':focus')).toBeInViewport({ ratio: 1 })
    await expect(dialog.getByRole('button', { name: 'Remove' })).toBeInViewport({ ratio: 1 })
    await page.keyboard.press('Escape')
    await table.getByRole('checkbox').nth(1).check()
    const bar = (await page.getByRole('region', { name: 'Selected rows' }).boundingBox())!
    expect(bar.height, 'the bulk bar leaves the page in view').toBeLessThanOrEqual(360 * 0.4)
    // Nor does the top bar stay: it scrolls away with the page.
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(page.getByRole('button', { name: 'Account menu' })).not.toBeInViewport()
  })

  test('bigadmin@bigcorp.test: the zero data retention question shows its field whole', async ({
    page,
  }) => {
    await expectZeroDataRetentionFieldWhole(page)
  })

  test('staff@flow.test: a select’s list stays on the screen and scrolls', async ({ page }) => {
    await signIn(page, 'staff@flow.test')
    await page.goto('/app/notifications')
    await page.getByRole('combobox', { name: 'Type' }).click()
    await expect(page.getByRole('listbox')).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('option').first()).toBeInViewport({ ratio: 1 })
    await page.keyboard.press('Escape')
  })
})

// Beyond the supported 360 px: the smallest phones still in use, with the same 200% text. The
// pages whose cards were wider than the screen there: member cards, plan cards, the schedule.
test.describe('a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('admin@acme.test: team cards and plan cards fit the screen', async ({ page }) => {
    await signIn(page, 'admin@acme.test')
    await checkPages(page, ['/app/team', '/app/settings/billing'])
    // The member cards are drawn as they scroll in: the ones further down fit too.
    await page.goto('/app/team')
    await page.getByRole('row', { name: /legacy@acme\.test/ }).scrollIntoViewIfNeeded()
    await expectNoSidewaysScroll(page, 'the member cards')
  })

  test('billing@initech.test: /payment’s schedule and plans fit the screen', async ({ page }) => {
    await signIn(page, 'billing@initech.test')
    await checkPages(page, ['/payment'])
  })
})
