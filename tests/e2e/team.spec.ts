import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, resetDemo, signIn } from './support'

test.beforeEach(async ({ request }) => resetDemo(request))

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const table = (page: Page) => page.getByRole('table', { name: 'Members and invitations' })
const row = (page: Page, email: string) => table(page).getByRole('row').filter({ hasText: email })

async function openTeam(page: Page, email: string) {
  await signIn(page, email)
  await mainNav(page).getByRole('link', { name: 'Team' }).click()
  await expect(page.getByRole('heading', { name: 'Add your team' })).toBeVisible()
}

test('admin@acme.test invites, revokes, changes a role and removes a member', async ({ page }) => {
  await openTeam(page, 'admin@acme.test')
  await expect(page.getByText('Using 9 of 9 billed seats')).toBeVisible()
  await expectAccessible(page)

  // Invite: the cost shows before sending, the row and the seat counter follow.
  await page.getByLabel('Email', { exact: true }).fill('e2e.hire@acme.test')
  await expect(page.getByText('Adds 1 billed seat at $10 per user per month')).toBeVisible()
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByText('Invited! You will be billed for 1 extra user')).toBeVisible()
  await expect(row(page, 'e2e.hire@acme.test')).toContainText('expires in 30 days')
  await expect(page.getByText('Using 10 of 10 billed seats')).toBeVisible()

  // Revoke, with the confirm dialog checked by axe while it is open.
  await row(page, 'e2e.hire@acme.test').getByRole('button', { name: 'Revoke' }).click()
  const revoke = page.getByRole('dialog', { name: 'Revoke invitation' })
  await expect(revoke).toBeVisible()
  await expectAccessible(page)
  await revoke.getByRole('button', { name: 'Revoke' }).click()
  await expect(
    page.getByText('Revoked invitation: Your billing plan will be updated next cycle'),
  ).toBeVisible()
  await expect(row(page, 'e2e.hire@acme.test')).toHaveCount(0)
  await expect(page.getByText('Using 9 of 10 billed seats')).toBeVisible()

  // Role change: the select's options open in the page, not in a pop-up of the browser's own.
  const role = row(page, 'dev@acme.test').getByRole('combobox', { name: 'Role for dev@acme.test' })
  await role.click()
  await expectAccessible(page)
  await role.getByRole('option', { name: 'Admin' }).click()
  const toast = page.getByText('Updated role')
  await expect(toast).toBeVisible()
  // Escape in the options closes them; the toast answering the change stays.
  await role.click()
  await page.keyboard.press('Escape')
  await expect.poll(() => role.evaluate((select) => select.matches(':open'))).toBe(false)
  await expect(toast).toHaveAttribute('data-phase', 'enter')
  await page.reload()
  await expect(
    row(page, 'dev@acme.test').getByRole('combobox', { name: 'Role for dev@acme.test' }),
  ).toHaveValue('admin')

  // Remove.
  await row(page, 'member@acme.test').getByRole('button', { name: 'Remove' }).click()
  const remove = page.getByRole('dialog', { name: 'Remove member' })
  await expect(remove).toContainText('Mo Member (member@acme.test)')
  await expectAccessible(page)
  await remove.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('Removed user')).toBeVisible()
  await expect(row(page, 'member@acme.test')).toHaveCount(0)
  await expect(page.getByText('Using 8 of 10 billed seats')).toBeVisible()
})

test('admin@acme.test invites another user on the domain in one click', async ({ page }) => {
  await openTeam(page, 'admin@acme.test')
  await page.getByRole('tab', { name: 'Other users on your domain' }).click()
  await page.getByRole('button', { name: 'Invite priya.patel@acme.test' }).click()
  await expect(page.getByText('Invited! You will be billed for 1 extra user')).toBeVisible()
  await expectAccessible(page)
})

test('member@acme.test sends the request to the admins', async ({ page }) => {
  await openTeam(page, 'member@acme.test')
  await expect(table(page).getByRole('combobox')).toHaveCount(0)
  await expect(table(page).getByRole('button', { name: 'Remove' })).toHaveCount(0)
  await page.getByLabel('Email', { exact: true }).fill('friend@acme.test')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByText('Successfully sent message to admins')).toBeVisible()
  await expectAccessible(page)
  // The admins got it by e-mail.
  await page.goto('/demo/mailbox')
  await expect(page.getByText(/asks you to add friend@acme\.test/).first()).toBeVisible()
})

// Speed (longest task while typing, time to first rows) is measured by `npm run bench`, not here.
test('BigCorp: 2,300 rows stay virtualised, filter and scroll to the end', async ({ page }) => {
  await signIn(page, 'bigadmin@bigcorp.test')
  await mainNav(page).getByRole('link', { name: 'Team' }).click()
  await expect(table(page)).toHaveAttribute('aria-rowcount', '2301')
  await expect(page.getByText('2,000 members and 300 invitations')).toBeVisible()
  // Virtualised: a few dozen rows in the DOM, not 2,300.
  expect(await table(page).getByRole('row').count()).toBeLessThan(80)

  const filter = page.getByLabel('Filter members')
  await filter.pressSequentially('wang')
  await expect(page.getByText(/members? and \d+ invitations? match/)).toBeVisible()
  await expect
    .poll(async () => (await table(page).getByRole('row').allTextContents()).slice(1))
    .toEqual(expect.arrayContaining([expect.stringMatching(/wang/i)]))
  const rows = (await table(page).getByRole('row').allTextContents()).slice(1)
  for (const text of rows) expect(text.toLowerCase()).toContain('wang')

  // Scrolling to the end reaches the last invitation.
  await filter.fill('')
  await expect(page.getByText('2,000 members and 300 invitations')).toBeVisible()
  // Rows are measured as they scroll into view, so the list can grow under the wheel: keep
  // scrolling, as a person would, until the last row shows.
  await expect(async () => {
    await page.mouse.wheel(0, 200_000)
    await expect(table(page).getByRole('row').last()).toHaveAttribute('aria-rowindex', '2301', {
      timeout: 1_000,
    })
  }).toPass()
})

test('BigCorp: a role change that re-sorts the row away keeps the keyboard on it (UX-14)', async ({
  page,
}) => {
  await openTeam(page, 'bigadmin@bigcorp.test')
  await expect(table(page)).toHaveAttribute('aria-rowcount', '2301')
  // Far down the members, where making someone Admin moves the row to the top group.
  await page.mouse.wheel(0, 30_000)
  const control = table(page)
    .getByRole('combobox', { name: /^Role for / })
    .filter({ has: page.locator('option[value="member"]:checked') })
    .nth(2)
  const name = (await control.getAttribute('aria-label')) ?? ''
  await control.focus()
  // An arrow key opens the options at the current role; the next moves to Admin, Enter picks it.
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Updated role')).toBeVisible()
  const moved = table(page).getByRole('combobox', { name, exact: true })
  await expect(moved).toBeFocused()
  await expect(moved).toHaveValue('admin')
  await expect(moved).toBeInViewport()
})

test('admin@acme.test sees the expiry words as written, beside the capitalised status (TEAM-13, TEAM-21)', async ({
  page,
}) => {
  await openTeam(page, 'admin@acme.test')
  const shows = async (email: string, status: string, expiry: string) => {
    await expect(row(page, email).getByText(status, { exact: true })).toBeVisible()
    await expect(row(page, email).getByText(expiry, { exact: true })).toBeVisible()
  }
  await shows('former.contractor@acme.test', 'Expired', 'Invitation expired')
  await shows('new.hire@acme.test', 'Pending', 'expires today')
  await shows('designer@acme.test', 'Pending', 'expires tomorrow')
  await shows('finance@acme.test', 'Pending', 'expires in 12 days')
  await shows('sales@acme.test', 'Pending', 'expires in 2 months')
  await expect(table(page).getByText(/^Expires /)).toHaveCount(0)
  await expectAccessible(page)
})
