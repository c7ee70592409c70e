import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { addFault, expectAccessible, resetDemo, signIn } from './support'

// Issue 38's journeys: a change found in the log with its before and after, a filtered link that
// survives a reload, an export of what the filters show, and a server without the extension.

test.beforeEach(async ({ request }) => resetDemo(request))

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const list = (page: Page) => page.getByRole('list', { name: 'Audit log' })

async function chooseFilter(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('a role change is in the audit log with its before and after (AUDIT-5, AUDIT-8)', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test')
  await mainNav(page).getByRole('link', { name: 'Team' }).click()
  const dev = page
    .getByRole('table', { name: 'Members and invitations' })
    .getByRole('row')
    .filter({ hasText: 'dev@acme.test' })
  await dev.getByRole('combobox', { name: 'Role for dev@acme.test' }).selectOption('Admin')
  await expect(page.getByText('Updated role')).toBeVisible()

  await mainNav(page).getByRole('link', { name: 'Audit log' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  await expect(page.getByText('Events of the last 90 days are kept on your plan.')).toBeVisible()
  await chooseFilter(page, 'Action', 'Members: Role changed')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/action=member\.role_changed/)
  const newest = list(page).getByRole('listitem').first()
  await expect(newest).toContainText('admin@acme.testRole changeddev@acme.test')
  await expectAccessible(page)

  await newest.getByRole('button').click()
  const detail = page.getByRole('dialog', { name: 'Role changed' })
  await expect(detail).toContainText('admin@acme.test')
  const change = detail.getByRole('table', { name: 'Changes' }).getByRole('row', { name: /role/ })
  await expect(change).toHaveText(/role\s*member\s*admin/)
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()
  await expect(newest.getByRole('button')).toBeFocused()
})

test('a filtered link survives a reload (AUDIT-7)', async ({ page }) => {
  await signIn(page, 'admin@acme.test')
  await page.goto('/app/audit-log?actor=ops%40acme.test&action=user.&range=90d')
  await expect(page.getByRole('textbox', { name: 'Actor' })).toHaveValue('ops@acme.test')
  const rows = list(page).getByRole('listitem')
  await expect(rows.first()).toContainText('ops@acme.test')
  const before = await rows.allTextContents()
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText(/Last 90 days/)
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveText(/Sign-ins: all/)
  await expect(rows.first()).toContainText('ops@acme.test')
  expect(await rows.allTextContents()).toEqual(before)
  for (const text of before)
    expect(text).toMatch(/ops@acme\.test(Signed in|Signed out|Sign-in failed)/)
})

test('Export CSV downloads the events the filters show (AUDIT-6)', async ({ page }) => {
  await signIn(page, 'admin@acme.test')
  await page.goto('/app/audit-log?actor=ops%40acme.test&action=user.signed_in')
  const status = page.getByText(/^Showing \d+ events?$/)
  await expect(status).toBeVisible()
  const shown = Number((await status.textContent())?.match(/\d+/)?.[0])
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '')
  const lines = csv.split('\r\n').filter(Boolean)
  expect(lines[0]).toBe(
    'id,occurred_at,actor_type,actor_id,actor_email,action,target_type,target_id,target_label,field,before,after,ip,user_agent,batch_id',
  )
  // A sign-in changes no field: one row per event.
  expect(lines).toHaveLength(shown + 1)
  for (const line of lines.slice(1)) expect(line).toContain(',ops@acme.test,user.signed_in,')
})

test('with the extension turned off there is no menu entry and no page (AUDIT-9)', async ({
  page,
  request,
}) => {
  // A server without extensions: no capabilities call (404), and no audit endpoints.
  await addFault(request, { path: '/api/v1/capabilities', status: 404 })
  await addFault(request, { path: '/api/v1/enterprise/audit-events*', status: 404 })
  await signIn(page, 'admin@acme.test')
  await expect(mainNav(page).getByRole('link', { name: 'Team' })).toBeVisible()
  await expect(mainNav(page).getByRole('link', { name: 'Audit log' })).toHaveCount(0)
  await page.goto('/app/audit-log')
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible()
})
