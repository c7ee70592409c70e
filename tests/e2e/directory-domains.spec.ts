import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { expectAccessible, resetDemo, signIn } from './support'

/** Directory sync and domain verification (issue 40): what the portal's steps change in the app. */

test.beforeEach(async ({ request }) => resetDemo(request))

const ADMIN = 'bigadmin@bigcorp.test'
const MANAGED = 'Members come from your directory: add and remove people in your identity provider.'

/** Presses a card's button on Settings → Organization and answers the portal tab it opens. */
async function openPortal(page: Page, context: BrowserContext, card: string, button: string) {
  const region = page.getByRole('region', { name: card })
  const portal = context.waitForEvent('page')
  await region.getByRole('button', { name: button }).click()
  const tab = await portal
  await expect(tab).toHaveURL(/\/demo\/sso-portal\?org=.*intent=/)
  return { region, tab }
}

test('a linked directory turns manual invites and removals off on the team page (DSYNC-4, DSYNC-5)', async ({
  page,
  context,
}) => {
  await signIn(page, ADMIN)
  await expect(page).toHaveURL(/\/app\/settings\/organization$/)
  const { region, tab } = await openPortal(page, context, 'Directory sync', 'Set up directory sync')
  await expect(region.getByText('Not linked')).toBeVisible()

  await tab.getByLabel('Directory provider').selectOption('Microsoft Entra ID SCIM')
  await tab.getByLabel('Directory state').selectOption('linked')
  await tab.getByRole('button', { name: 'Save directory' }).click()
  await expect(tab.getByText('Directory linked.')).toBeVisible()
  await expectAccessible(tab)
  await tab.close()

  await page.reload()
  await expect(region.getByText('Linked', { exact: true })).toBeVisible()
  await expect(region.getByText('Microsoft Entra ID SCIM')).toBeVisible()
  await expectAccessible(page)

  await page.goto('/app/team')
  await expect(page.getByText(MANAGED)).toBeVisible()
  const invite = page.getByRole('group').filter({ has: page.getByLabel('Email', { exact: true }) })
  await expect(invite).toHaveAccessibleDescription(MANAGED)
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Invite many' })).toBeDisabled()
  const remove = page.getByRole('button', { name: /^Remove .+@bigcorp\.test$/ }).first()
  await expect(remove).toBeDisabled()
  await expect(remove).toHaveAccessibleDescription(MANAGED)
  await expectAccessible(page)
})

test('a pending domain does not add a newcomer; the get-started panel stays away (DOMAIN-4, DOMAIN-5)', async ({
  page,
  context,
}) => {
  await signIn(page, ADMIN)
  const { region, tab } = await openPortal(page, context, 'Domains', 'Verify a domain')
  await tab.getByRole('textbox', { name: 'Domain' }).fill('bigcorp-labs.test')
  await tab.getByRole('button', { name: 'Add domain' }).click()
  await expect(tab.getByText('Domain added: pending.')).toBeVisible()
  await expectAccessible(tab)
  await tab.close()
  await page.reload()
  const pending = region.getByRole('listitem').filter({ hasText: 'bigcorp-labs.test' })
  await expect(pending).toContainText('Pending')
  await expect(pending).toContainText(/fails on /)
  await expectAccessible(page)
  // Signed out: the session lives in local storage and the theme in a cookie.
  await page.evaluate(() => localStorage.clear())
  await context.clearCookies()

  // A newcomer on that domain signs up, verifies the address and signs in.
  const email = 'newcomer@bigcorp-labs.test'
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('secret123')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('Full name').fill('New Comer')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await page.goto(`/demo/mailbox?to=${encodeURIComponent(email)}`)
  await page.getByRole('link', { name: 'Confirm my e-mail address' }).first().click()
  await expect(page.getByText(`${email} is verified.`)).toBeVisible()
  await signIn(page, email, 'secret123')

  await expect(page).toHaveURL(/\/get-started$/)
  await expect(page.getByRole('heading', { name: 'Name your organization' })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: "Looks like there's a team on your domain" }),
  ).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Join / })).toHaveCount(0)
})
