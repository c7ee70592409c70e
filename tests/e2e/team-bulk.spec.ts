import { expect, test, type Page } from '@playwright/test'
import { addFault, expectAccessible, resetDemo, signIn } from './support'

test.beforeEach(async ({ request }) => resetDemo(request))

const table = (page: Page) => page.getByRole('table', { name: 'Members and invitations' })
const row = (page: Page, email: string) => table(page).getByRole('row').filter({ hasText: email })

async function openTeam(page: Page, email = 'admin@acme.test') {
  await signIn(page, email)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click()
  await expect(table(page)).toBeVisible()
}

test('resends an expired invitation, and retries one whose re-invite failed (TEAM-22)', async ({
  page,
  request,
}) => {
  await openTeam(page)
  const expired = row(page, 'former.contractor@acme.test')
  await expect(expired).toContainText('Expired')
  await expired.getByRole('button', { name: 'Resend' }).click()
  await expect(page.getByText('Invitation sent again to former.contractor@acme.test')).toBeVisible()
  await expect(expired).toContainText('expires in 30 days')
  await expect(expired.getByRole('button', { name: 'Resend' })).toHaveCount(0)

  // The next re-invite fails once after its revoke: the row waits as "Not sent" with Retry.
  await addFault(request, {
    path: '/api/v1/enterprise/invitations',
    method: 'POST',
    status: 500,
    times: 1,
  })
  const soon = row(page, 'new.hire@acme.test')
  await soon.getByRole('button', { name: 'Resend' }).click()
  await expect(soon).toContainText('Not sent')
  await expectAccessible(page)
  await soon.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByText('Invitation sent again to new.hire@acme.test')).toBeVisible()
  await expect(soon).toContainText('expires in 30 days')
  await page.reload()
  await expect(row(page, 'new.hire@acme.test')).toContainText('expires in 30 days')
})

test('revokes several invitations at once (TEAM-25)', async ({ page }) => {
  await openTeam(page)
  for (const email of ['new.hire@acme.test', 'designer@acme.test', 'sales@acme.test'])
    await row(page, email)
      .getByRole('checkbox', { name: `Select ${email}` })
      .check()
  const bar = page.getByRole('region', { name: 'Selected rows' })
  await expect(bar).toContainText('3 selected')
  await bar.getByRole('button', { name: 'Revoke 3 invitations' }).click()
  const confirm = page.getByRole('dialog', { name: 'Revoke 3 invitations' })
  await expect(confirm).toBeVisible()
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Revoke' }).click()
  const run = page.getByRole('dialog', { name: 'Revoking invitations' })
  await expect(run.getByText('3 of 3')).toBeVisible()
  await expect(run.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveText(
    Array(3).fill(/Revoked invitation: Your billing plan will be updated next cycle/),
  )
  await expectAccessible(page)
  // Stop gave way to Close: the keyboard stays in the dialog, and Tab does not reach the page.
  const focusInRun = () => run.evaluate((el) => el.contains(document.activeElement))
  await expect.poll(focusInRun).toBe(true)
  await page.keyboard.press('Tab')
  await expect.poll(focusInRun).toBe(true)
  await run.getByRole('button', { name: 'Close' }).click()
  for (const email of ['new.hire@acme.test', 'designer@acme.test', 'sales@acme.test'])
    await expect(row(page, email)).toHaveCount(0)
  await expect(bar).toHaveCount(0)
  await page.reload()
  await expect(page.getByText('5 members and 2 invitations')).toBeVisible()
})

test('a shared link reopens the same filtered, sorted view (TEAM-23)', async ({ page }) => {
  await openTeam(page, 'bigadmin@bigcorp.test')
  await expect(page.getByText('2,000 members and 300 invitations')).toBeVisible()
  await page.getByRole('combobox', { name: 'Filter by role' }).selectOption('admin')
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name')
  await page.getByLabel('Filter members').fill('bigcorp')
  await expect(page).toHaveURL(/role=admin/)
  await expect(page).toHaveURL(/q=bigcorp/)
  await expect(page).toHaveURL(/sort=name/)
  const status = await page.getByRole('status').filter({ hasText: /match/ }).textContent()
  const rows = await table(page).getByRole('row').allTextContents()

  // Another tab (signed in as the same admin) opens the link.
  const other = await page.context().newPage()
  await other.goto(page.url())
  await expect(other.getByText(status ?? 'missing')).toBeVisible()
  await expect(other.getByLabel('Filter members')).toHaveValue('bigcorp')
  await expect(other.getByRole('combobox', { name: 'Filter by role' })).toHaveValue('admin')
  await expect(other.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name')
  await expect(table(other).getByRole('row')).toHaveText(rows)
  await other.close()
})
