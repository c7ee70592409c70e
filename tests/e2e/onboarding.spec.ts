import { expect, test } from '@playwright/test'
import { expectAccessible, resetDemo, signIn } from './support'

test.beforeEach(async ({ request }) => resetDemo(request))

test('founder@umbrella.test names, invites, picks a plan and pays into /app', async ({ page }) => {
  await signIn(page, 'founder@umbrella.test')
  await expect(page).toHaveURL(/\/get-started$/)
  await expect(page.getByRole('heading', { name: 'Name your organization' })).toBeVisible()
  await expect(page.getByText('umbrella.test', { exact: true })).toBeVisible()
  await expectAccessible(page)

  await page.getByLabel('Organization name').fill('Umbrella Research')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByRole('heading', { name: 'Invite your teammates' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled()
  await page.getByLabel('Teammate email 1').fill('rita@')
  await page.getByLabel('Teammate email 2').focus()
  await expect(page.getByText('Please enter a valid email')).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Teammate email 1').fill('rita@umbrella.test')
  await page.getByRole('button', { name: 'Continue' }).click()

  // The demo backend refuses invitations before a subscription exists; the page says so.
  const plans = page.getByRole('heading', { name: 'Select your plan' })
  const notice = page.getByRole('button', { name: 'Continue to plans' })
  await expect(plans.or(notice)).toBeVisible()
  if (await notice.isVisible()) {
    await notice.click()
  }
  await expect(page).toHaveURL(/\/payment$/)
  await expect(plans).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked()
  await expectAccessible(page)

  await page.locator('label', { hasText: 'Monthly' }).click()
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked()
  await expect(page.getByRole('region', { name: 'Teams' })).toContainText('$12')
  await page.locator('label', { hasText: 'Annual' }).click()
  await page
    .getByRole('region', { name: 'Teams' })
    .getByRole('button', { name: 'Get started, Teams' })
    .click()
  await expect(page).toHaveURL(/\/demo\/checkout\?session=/)
  await expect(page.getByText('Umbrella Research')).toBeVisible()
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/app\/settings\/organization$/, { timeout: 15_000 })
  expect(await page.evaluate(() => localStorage.getItem('awaiting-stripe-subscription'))).toBeNull()
})

test('the create flow works from the keyboard', async ({ page }) => {
  await signIn(page, 'founder@umbrella.test')
  const name = page.getByLabel('Organization name')
  await name.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('Umbrella Keys')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Invite your teammates' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Teammate email 1')).toBeFocused()
  await page.keyboard.type('kim@umbrella.test')
  await page.keyboard.press('Enter')
  const plans = page.getByRole('heading', { name: 'Select your plan' })
  const notice = page.getByRole('button', { name: 'Continue to plans' })
  await expect(plans.or(notice)).toBeVisible()
  if (await notice.isVisible()) {
    await expect(notice).toBeFocused()
    await page.keyboard.press('Enter')
  }
  await expect(plans).toBeVisible()
  // The schedule is a radio group: arrow keys move between Monthly and Annual.
  await page.getByRole('radio', { name: 'Annual' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked()
})

test('a reload keeps the name and the teammates typed so far', async ({ page }) => {
  await signIn(page, 'founder@umbrella.test')
  await page.getByLabel('Organization name').fill('Umbrella Reloaded')
  await page.getByRole('button', { name: 'Create' }).click()
  await page.getByLabel('Teammate email 1').fill('rita@umbrella.test')
  await page.reload()
  await expect(page.getByLabel('Organization name')).toHaveValue('Umbrella Reloaded')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByLabel('Teammate email 1')).toHaveValue('rita@umbrella.test')
})

test('someone@gmail.com gets the public-domain message', async ({ page }) => {
  await signIn(page, 'someone@gmail.com')
  await expect(page).toHaveURL(/\/get-started$/)
  await expect(page.getByText(/gmail\.com is a personal e-mail domain/)).toBeVisible()
  await expect(page.getByText('Cannot create organization with a public domain')).toBeVisible()
  // No create form that could only fail.
  await expect(page.getByLabel('Organization name')).toHaveCount(0)
  await expectAccessible(page)
})

test('joiner@acme.test asks to join the team on the domain', async ({ page }) => {
  await signIn(page, 'joiner@acme.test')
  await expect(page).toHaveURL(/\/get-started$/)
  await expect(
    page.getByRole('heading', { name: "Looks like there's a team on your domain" }),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Request to join team' }).click()
  await expect(page.getByRole('button', { name: 'Request sent' })).toBeDisabled()
  await expect(
    page.getByText('Successfully sent message to admins to add you to the team'),
  ).toBeVisible()
  await expectAccessible(page)
})
