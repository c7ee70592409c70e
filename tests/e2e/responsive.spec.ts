import { expect, test, type Page } from '@playwright/test'
import { pagesByAccount } from '../pages-by-account'
import {
  atTabletWidth,
  checkDialog,
  checkPage,
  checkView,
  expectActionsInView,
  onPhone,
} from './fit'
import { openPage, resetDemo, signIn, tokensFor } from './support'

// The phone project only (390 x 844, touch; each view again at 768 px): every page for each
// kind of demo account that reaches it (from the side menu's list), and every dialog, sheet and
// menu those pages open. Each view must not scroll sideways, must pass axe, and on a touch screen
// its controls must be at least 44 x 44 px.

// Each test starts from a fresh demo backend, so the file's tests may share out between the
// workers: run in order on one, its 100 s were the run's tail.
test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ request }) => {
  await resetDemo(request)
})

/** The drawer (below md) and the account menu: in reach, on screen, checked like any view. */
async function checkShellMenus(page: Page) {
  if (onPhone()) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Admin Portal' })
    const links = drawer.getByRole('navigation', { name: 'Main' }).getByRole('link')
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 })
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeInViewport({ ratio: 1 })
    await checkView(page, 'menu drawer')
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  }
  await page.getByRole('button', { name: 'Account menu' }).click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  for (const item of await menu.getByRole('menuitem').all())
    await expect(item).toBeInViewport({ ratio: 1 })
  await checkView(page, 'account menu')
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
}

test('signed out: /login, its SSO step and /forgot-password fit the screen', async ({ page }) => {
  await checkPage(page, '/login')
  await page.getByRole('button', { name: 'Single Sign-on' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await checkView(page, '/login SSO step')
  await checkPage(page, '/forgot-password')
})

for (const email of ['founder@umbrella.test', 'joiner@acme.test', 'someone@gmail.com']) {
  test(`${email}: /get-started and the account menu fit the screen`, async ({ page }) => {
    await signIn(page, email)
    await checkPage(page, '/get-started')
    if (email.startsWith('founder')) {
      await page.getByRole('button', { name: 'Create' }).click()
      await expect(page.getByRole('heading', { name: 'Invite your teammates' })).toBeVisible()
      await checkView(page, '/get-started step 2')
    }
    await page.getByRole('button', { name: 'Account menu' }).click()
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeInViewport({ ratio: 1 })
    await checkView(page, 'account menu')
  })
}

test('admin@acme.test: tokens for another user ask first, and the question fits', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test')
  await page.goto(`/login?${await tokensFor(page, 'member@acme.test')}`)
  const dialog = page.getByRole('dialog', { name: 'Switch account?' })
  await expect(dialog).toBeVisible()
  await expectActionsInView(dialog)
  await checkView(page, 'dialog Switch account?')
})

test('billing@initech.test: /payment fits the screen', async ({ page }) => {
  await signIn(page, 'billing@initech.test')
  await checkPage(page, '/payment')
})

// Every page of the side menu, as each kind of user that may open it: a new page needs no edit.
for (const { email, paths } of pagesByAccount()) {
  test(`${email}: every page it may open (${paths.join(', ')})`, async ({ page }) => {
    // A page and an axe pass each: longer than one journey's usual bound.
    test.slow()
    await signIn(page, email)
    for (const path of paths) await checkPage(page, path)
  })
}

test('admin@acme.test: the drawer, the account menu and the confirmations', async ({ page }) => {
  // Eight dialogs and an axe pass each: longer than one journey's usual bound.
  test.slow()
  await signIn(page, 'admin@acme.test')
  await openPage(page, '/app/team')
  await checkShellMenus(page)
  const table = page.getByRole('table', { name: 'Members and invitations' })
  await checkDialog(page, table.getByRole('button', { name: /^Remove/ }).first(), 'Remove member')
  await checkDialog(
    page,
    table.getByRole('button', { name: /^Revoke/ }).first(),
    'Revoke invitation',
  )
  await checkDialog(page, page.getByRole('button', { name: 'Invite many' }), 'Invite many people')
  await checkDialog(page, page.getByRole('button', { name: /^Resend all expired/ }), /^Resend/)
  // A selected row shows the bulk bar (fixed to the bottom on phones); its confirmations fit too.
  await table
    .getByRole('checkbox', { name: /^Select .+@/ })
    .first()
    .check()
  const bulk = page.getByRole('region', { name: 'Selected rows' })
  await expect(bulk).toBeInViewport()
  await checkView(page, 'team: the bulk bar')
  await checkDialog(page, bulk.getByRole('button', { name: /^Remove/ }), /^Remove/)
  await bulk.getByRole('button', { name: 'Clear selection' }).click()
  await page.getByRole('tab', { name: 'Other users on your domain' }).click()
  await expect(page.getByRole('tabpanel')).toBeVisible()
  await checkView(page, 'team: other users on the domain')

  await openPage(page, '/app/settings/organization')
  await expect(page.getByRole('region', { name: 'Upgrade to Enterprise' })).toBeVisible()
  // No hover on a touch screen: a tap shows why a control is locked.
  await page
    .getByRole('img', { name: 'Upgrade to Enterprise plan to use this feature' })
    .first()
    .tap()
  await expect(page.getByRole('tooltip')).toBeInViewport({ ratio: 1 })
  await checkView(page, 'a lock tooltip')
  // An upgrade switches directly (BILL-5); leaving Enterprise asks (BILL-8): bigadmin's test.
})

test('admin@acme.test: the usage page’s reclaim view and its confirmation (USAGE-8)', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test')
  await openPage(page, '/app/usage?reclaim=never')
  await page.getByRole('list', { name: 'Never active' }).getByRole('checkbox').first().check()
  await checkView(page, 'usage: the reclaim view with its dry run')
  await checkDialog(page, page.getByRole('button', { name: /^Remove 1 member/ }), /^Remove/)
})

test('member@acme.test: the menus, a toast, the upgrade request and Not found', async ({
  page,
}) => {
  await signIn(page, 'member@acme.test')
  await openPage(page, '/app/team')
  await checkShellMenus(page)
  // Members ask the admins to add someone from the domain: the answer is a toast on screen.
  await page.getByRole('tab', { name: 'Other users on your domain' }).click()
  const domainUsers = page.getByRole('list', { name: 'Other users on your domain' })
  await domainUsers
    .getByRole('button', { name: /^Ask admins to add/ })
    .first()
    .click()
  const toast = page.getByRole('status').getByText('Successfully sent message to admins')
  await expect(toast).toBeInViewport({ ratio: 1 })
  await checkView(page, 'team: other users on the domain, with a toast')
  await openPage(page, '/app/settings/organization')
  const prompt = page.getByRole('region', { name: 'Upgrade to Enterprise' })
  await checkDialog(
    page,
    prompt.getByRole('button', { name: 'Request Upgrade' }),
    'Request an upgrade',
    'Cancel',
  )
  await checkPage(page, '/app/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found')
})

test('bigadmin@bigcorp.test: the irreversible confirmations (zero data retention, BAA, leaving Enterprise)', async ({
  page,
}) => {
  await signIn(page, 'bigadmin@bigcorp.test')
  await checkPage(page, '/app/settings/organization')
  await checkDialog(
    page,
    page.getByRole('switch', { name: 'Zero data retention' }),
    'Turn on zero data retention?',
  )
  await checkDialog(page, page.getByRole('button', { name: 'Sign BAA' }), 'Sign the HIPAA BAA')
  // Leaving Enterprise asks first (BILL-8).
  await checkPage(page, '/app/settings/billing')
  await checkDialog(
    page,
    page
      .getByRole('region', { name: 'Teams' })
      .getByRole('button', { name: 'Save with Annual, Teams' }),
    /^Switch to/,
  )
})

test('admin@globex.test: a past-due plan in billing', async ({ page }) => {
  await signIn(page, 'admin@globex.test')
  await checkPage(page, '/app/settings/billing')
  await expect(page.getByText('Your payment is past due')).toBeVisible()
})

test('staff@flow.test: SSO with its toast, notifications with the send-to-all confirmation, the catalog', async ({
  page,
}) => {
  await signIn(page, 'staff@flow.test')
  await openPage(page, '/app/settings/organization')
  await page.getByRole('button', { name: 'Refresh connection' }).click()
  // The toast stays on screen above the bottom edge, and goes away by itself.
  const toast = page.getByRole('status').getByText('Successfully connected to SSO')
  await expect(toast).toBeInViewport({ ratio: 1 })
  await checkView(page, 'SSO toast')
  await expect(toast).toBeHidden()

  await openPage(page, '/app/notifications')
  await checkShellMenus(page)
  const options = page.getByRole('listbox')
  const openTypes = async () => {
    await page.getByRole('combobox', { name: 'Type' }).click()
    await expect(options).toBeVisible()
    for (const option of await options.getByRole('option').all())
      await expect(option).toBeInViewport({ ratio: 1 })
    // Behind the open list the page is inert, not only aria-hidden: nothing there takes focus.
    await checkView(page, 'notification type options')
  }
  await openTypes()
  // A resize closes the options: at the tablet's width they are opened, checked and chosen from.
  await page.keyboard.press('Escape')
  await atTabletWidth(page, async () => {
    await openTypes()
    await options.getByRole('option').first().click()
  })
  await page.getByLabel('Key').fill('spring_launch')
  await page.getByLabel('Title').fill('Spring launch')
  await page.getByLabel('Text').fill('Something new is here.')
  await page.getByRole('switch', { name: 'Send to all users' }).click()
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Send', exact: true }),
    'Send to all users?',
    'Cancel',
  )

  await openPage(page, '/app/event-catalog')
  // Event names wrap at their edge, never one character per line.
  const name = page.getByRole('article').first().getByRole('heading')
  const { width } = (await name.boundingBox())!
  expect(width).toBeGreaterThan(150)
  // The search box's placeholder is read whole, its minimum length included, down to 360 px.
  if (onPhone()) await page.setViewportSize({ width: 360, height: 780 })
  const [placeholderWidth, room] = await page
    .getByRole('searchbox', { name: 'Search events' })
    .evaluate((input: HTMLInputElement) => {
      const font = getComputedStyle(input, '::placeholder')
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${font.fontSize} ${font.fontFamily}`
      const style = getComputedStyle(input)
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)
      return [context.measureText(input.placeholder).width, input.clientWidth - padding]
    })
  expect(placeholderWidth).toBeLessThanOrEqual(room)
})
