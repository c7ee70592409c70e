import { expect, test, type Locator, type Page } from '@playwright/test'
import { checkDialog } from './fit'
import { resetDemo, signIn } from './support'
import { checkPages, expectNoSidewaysScroll, largeTextPhone } from './large-text-kit'

// 200 % text: dialogs open with their focused field in view, a phone held sideways, a 320 px phone.
largeTextPhone()

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

test('admin@acme.test: the invite link’s Reset and Turn off questions show their actions (INVLINK-4, INVLINK-5)', async ({
  page,
  request,
}) => {
  await resetDemo(request)
  await signIn(page, 'admin@acme.test')
  await page.goto('/app/team')
  const card = page.getByRole('region', { name: 'Invite link' })
  await card.getByRole('button', { name: 'Create invite link' }).click()
  for (const [action, question] of [
    ['Reset link', 'Reset the invite link?'],
    ['Turn off', 'Turn off the invite link?'],
  ] as const)
    await checkDialog(page, card.getByRole('button', { name: action }), question)
  await resetDemo(request)
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
