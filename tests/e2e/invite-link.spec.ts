import { expect, test, type Page } from '@playwright/test'
import { PASSWORD, expectAccessible, resetDemo, signIn } from './support'

/** Invite links (INVLINK-1 to INVLINK-8): the admin's card and the /join page. */

test.beforeEach(async ({ request }) => resetDemo(request))
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const card = (page: Page) => page.getByRole('region', { name: 'Invite link' })
const table = (page: Page) => page.getByRole('table', { name: 'Members and invitations' })

/** Signs Acme's admin in, opens the team page and creates the link; answers its address. */
async function createLink(page: Page): Promise<string> {
  await signIn(page, 'admin@acme.test')
  await page.goto('/app/team')
  await card(page).getByRole('button', { name: 'Create invite link' }).click()
  await expect(page.getByText('Invite link created')).toBeVisible()
  await card(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toMatch(/\/join\/[\w-]+$/)
  return url
}

test('a link copied by the admin is opened signed out, signed up with and joined (INVLINK-7, INVLINK-8)', async ({
  page,
  browser,
}) => {
  const url = await createLink(page)
  await expectAccessible(page)

  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(url)
  await expect(visitor.getByRole('heading', { name: 'Join Acme Corp' })).toBeVisible()
  await expect(visitor.getByText('Use your @acme.test e-mail address.')).toBeVisible()
  await expectAccessible(visitor)

  // Sign up through /login (LOGIN), verify from the demo mailbox, sign in: back on the link.
  await visitor.getByRole('link', { name: 'Sign up' }).click()
  await visitor.getByLabel('Email').fill('link.joiner@acme.test')
  await visitor.getByLabel('Password').fill(PASSWORD)
  await visitor.getByRole('button', { name: 'Sign in' }).click()
  await expect(visitor.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  await visitor.getByLabel('Full name').fill('Link Joiner')
  await visitor.getByRole('button', { name: 'Create account' }).click()
  await expect(visitor.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await visitor.goto('/demo/mailbox?to=link.joiner@acme.test')
  await visitor.getByRole('link', { name: 'Confirm my e-mail address' }).click()
  await visitor.getByRole('link', { name: 'Continue to sign in' }).click()
  await visitor.getByLabel('Email').fill('link.joiner@acme.test')
  await visitor.getByLabel('Password').fill(PASSWORD)
  await visitor.getByRole('button', { name: 'Sign in' }).click()
  await expect(visitor).toHaveURL(url)
  await expect(visitor.getByText('Signed in as link.joiner@acme.test')).toBeVisible()

  await visitor.getByRole('button', { name: 'Join Acme Corp' }).click()
  await expect(visitor.getByText('Joined Acme Corp')).toBeVisible()
  await expect(visitor).toHaveURL(/\/app\//)

  // The admin sees the new member, and the card counts the use.
  await page.reload()
  await expect(
    table(page).getByRole('row').filter({ hasText: 'link.joiner@acme.test' }),
  ).toBeVisible()
  await expect(card(page).getByText('1 person joined through this link')).toBeVisible()
})

test('after a reset the old link says it was reset and whom to ask (INVLINK-4, INVLINK-6)', async ({
  page,
  browser,
}) => {
  const oldUrl = await createLink(page)
  await card(page).getByRole('button', { name: 'Reset link' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset the invite link?' })
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Reset link' }).click()
  await expect(page.getByText('Invite link reset')).toBeVisible()
  await expect(card(page).getByRole('textbox', { name: 'Link' })).not.toHaveValue(oldUrl)

  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(oldUrl)
  await expect(visitor.getByRole('heading', { name: 'This invite link was reset' })).toBeVisible()
  await expect(visitor.getByText('Ask an admin of Acme Corp for a new link.')).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Sign in to join' })).toHaveCount(0)
  await expectAccessible(visitor)
})
