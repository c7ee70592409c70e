import { expect, test } from '@playwright/test'
import { expectAccessible, resetDemo, signIn } from './support'

test.beforeEach(async ({ request }) => resetDemo(request))

test('admin@acme.test renames Acme; every settings tab is accessible', async ({ page }) => {
  await signIn(page, 'admin@acme.test')
  await expect(page).toHaveURL(/\/app\/settings\/organization$/)
  const name = page.getByLabel('Organization name')
  await expect(name).toHaveValue('Acme Corp')
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
  await expectAccessible(page)

  await name.fill('Acme Industries')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Updated organization details')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByLabel('Organization name')).toHaveValue('Acme Industries')
  await expect(page.locator('header').first()).toContainText('Acme Industries')

  await page.getByRole('link', { name: 'Personal' }).click()
  await expect(page.getByLabel('Email')).toHaveValue('admin@acme.test')
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Billing' }).click()
  await expect(page.getByText('Using 9 of 9 billed seats')).toBeVisible()
  await expectAccessible(page)
})

test("staff@flow.test connects Flow's SSO and switches Enforce SSO", async ({ page, context }) => {
  await signIn(page, 'staff@flow.test')
  await expect(page).toHaveURL(/\/app\/settings\/organization$/)
  // Auto-refresh: Flow already has an identity provider.
  await expect(page.getByText('Connected to okta')).toBeVisible()
  await expect(page.getByText('BAA signed')).toBeVisible()
  await page.getByRole('button', { name: 'Refresh connection' }).click()
  await expect(page.getByText('Successfully connected to SSO provider')).toBeVisible()

  const enforce = page.getByRole('switch', { name: 'Enforce SSO' })
  await expect(enforce).not.toBeChecked()
  await enforce.click()
  await expect(enforce).toBeChecked()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Enforce SSO' })).toBeChecked()
  await expect(page.getByRole('switch', { name: 'Zero data retention' })).toBeDisabled()

  const portal = context.waitForEvent('page')
  await page.getByRole('button', { name: 'Set up SSO' }).click()
  const tab = await portal
  await expect(tab).toHaveURL(/\/demo\/sso-portal\?org=/)
  await expectAccessible(page)
})

test('bigadmin@bigcorp.test signs the BAA (Flow has signed already); dialogs are accessible', async ({
  page,
}) => {
  await signIn(page, 'bigadmin@bigcorp.test')
  await expect(page).toHaveURL(/\/app\/settings\/organization$/)

  await page.getByRole('switch', { name: 'Zero data retention' }).click()
  const zdr = page.getByRole('dialog', { name: 'Turn on zero data retention?' })
  await expect(zdr).toBeVisible()
  await expectAccessible(page)
  await zdr.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('switch', { name: 'Zero data retention' })).not.toBeChecked()

  await page.getByRole('button', { name: 'Sign BAA' }).click()
  const baa = page.getByRole('dialog', { name: 'Sign the HIPAA BAA' })
  const accept = baa.getByRole('button', { name: 'Accept and sign' })
  await expect(accept).toBeDisabled()
  await baa.getByLabel('Legal name').fill('BigCorp Holdings LLC')
  await baa.getByLabel('Type "BigCorp" to confirm').fill('BigCorp')
  await expectAccessible(page)
  await accept.click()
  await expect(page.getByText('Signed the HIPAA BAA')).toBeVisible()
  await page.reload()
  await expect(page.getByText('BAA signed')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign BAA' })).toHaveCount(0)
})

test('admin@globex.test opens the past-due billing portal from Update Payment', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin@globex.test')
  await page.goto('/app/settings/billing')
  await expect(page.getByText('Your payment is past due')).toBeVisible()
  await expect(page.getByText(/You will lose access to your Enterprise plan after/)).toBeVisible()
  await expectAccessible(page)
  const portal = context.waitForEvent('page')
  await page
    .getByRole('region', { name: 'Enterprise' })
    .getByRole('button', { name: 'Update Payment, Enterprise' })
    .click()
  const tab = await portal
  await expect(tab).toHaveURL(/\/demo\/billing-portal\?org=/)
})

test('the upgrade prompt stays dismissed for good; privacy is accessible', async ({ page }) => {
  await signIn(page, 'member@acme.test')
  await page.goto('/app/privacy')
  const prompt = page.getByRole('region', { name: 'Upgrade to Enterprise' })
  await expect(prompt).toBeVisible()
  await expectAccessible(page)
  await prompt.getByRole('button', { name: 'Request Upgrade' }).click()
  await expect(page.getByRole('dialog', { name: 'Request an upgrade' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Cancel' }).click()

  await prompt.getByRole('button', { name: 'Dismiss' }).click()
  await expect(prompt).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Privacy', exact: true })).toBeVisible()
  await expect(prompt).toHaveCount(0)
  await page.goto('/app/settings/organization')
  await expect(page.getByLabel('Organization name')).toBeVisible()
  await expect(prompt).toHaveCount(0)

  await page.goto('/app/settings/billing')
  await expect(
    page.getByText('The billing page is only accessible to organization administrators.'),
  ).toBeVisible()
  await expectAccessible(page)
})

test('admin@acme.test upgrades in one click; leaving Enterprise asks first (BILL-5, BILL-8)', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test')
  await page.goto('/app/settings/billing')
  await page
    .getByRole('region', { name: 'Enterprise' })
    .getByRole('button', { name: 'Upgrade, Enterprise' })
    .click()
  await expect(page.getByText('Successfully switched to Enterprise plan')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(
    page
      .getByRole('region', { name: 'Enterprise' })
      .getByRole('button', { name: 'Current plan, Enterprise' }),
  ).toBeDisabled()

  await page
    .getByRole('region', { name: 'Teams' })
    .getByRole('button', { name: 'Save with Annual, Teams' })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Switch to Teams (Annual)?' })
  await expect(confirm).toContainText('Your organization loses its Enterprise features')
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toHaveCount(0)
  await page.reload()
  await expect(page.getByText(/Enterprise · Annual/)).toBeVisible()
})

test('admin@globex.test, past due, updates the payment from /payment (BILL-5, PAY-7)', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin@globex.test')
  await expect(page).toHaveURL(/\/payment$/)
  await expect(page.getByText('Your last payment failed')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Get started/ })).toHaveCount(0)
  await expectAccessible(page)
  let portal = context.waitForEvent('page')
  await page.getByRole('button', { name: 'Update Payment', exact: true }).click()
  await expect(await portal).toHaveURL(/\/demo\/billing-portal\?org=/)
  portal = context.waitForEvent('page')
  await page
    .getByRole('region', { name: 'Teams' })
    .getByRole('button', { name: 'Update Payment, Teams' })
    .click()
  await expect(await portal).toHaveURL(/\/demo\/billing-portal\?org=/)
  await expect(page).toHaveURL(/\/payment$/)
})
