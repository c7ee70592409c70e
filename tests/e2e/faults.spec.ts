import { expect, test } from '@playwright/test'
import { expectAccessible, resetDemo, signIn } from './support'

test.beforeEach(async ({ request }) => resetDemo(request))
test.afterEach(async ({ request }) => {
  await request.delete('/demo/faults')
})

test('a 500 fault on members shows the team page failure; clearing it restores the list', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@acme.test')
  const added = await request.post('/demo/faults', {
    data: { path: '/api/v1/enterprise/members*', status: 500 },
  })
  expect(added.status()).toBe(201)
  expect(await added.json()).toEqual({ id: expect.any(String) })

  await page.goto('/app/team')
  await expect(page.getByText('Failed to fetch members & invites')).toBeVisible({
    timeout: 20_000,
  })

  expect((await request.delete('/demo/faults')).status()).toBe(204)
  await page.reload()
  await expect(page.getByText('member@acme.test')).toBeVisible()
  await expect(page.getByText('Failed to fetch members & invites')).toHaveCount(0)
})

test('the /demo/ panel adds and clears fault rules with labelled forms', async ({ page }) => {
  await page.goto('/demo/')
  const panel = page.getByRole('region', { name: 'Fault rules' })
  await expect(panel.getByText('No fault rules.')).toBeVisible()
  await panel.getByLabel('Path (glob)').fill('/auth/v1/token*')
  await panel.getByLabel('Answer').selectOption('hang')
  await panel.getByRole('button', { name: 'Add fault' }).click()
  await expect(panel.getByRole('table', { name: 'Active fault rules' })).toContainText(
    '/auth/v1/token*',
  )
  await expect(panel.getByRole('cell', { name: 'hang (never answers)' })).toBeVisible()
  await expectAccessible(page)
  await panel.getByRole('button', { name: 'Clear all faults' }).click()
  await expect(panel.getByText('No fault rules.')).toBeVisible()
})
