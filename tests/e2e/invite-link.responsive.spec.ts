import { expect, test } from '@playwright/test'
import { checkDialog, checkPage, checkView } from './fit'
import { openPage, resetDemo, signIn } from './support'

// The phone project (each view at 390 and 768 px): the team page comes from the derived list
// (responsive.spec.ts); here the invite link card, its confirmations and the /join page, live
// and turned off.

test.beforeEach(async ({ request }) => resetDemo(request))

test('admin@acme.test: the invite link card, its confirmations and /join (INVLINK-3 to INVLINK-6)', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test')
  await openPage(page, '/app/team')
  const card = page.getByRole('region', { name: 'Invite link' })
  await card.getByRole('button', { name: 'Create invite link' }).click()
  const address = card.getByRole('textbox', { name: 'Link' })
  await expect(address).toHaveValue(/\/join\//)
  await checkView(page, 'team: the invite link card')
  await checkDialog(
    page,
    card.getByRole('button', { name: 'Reset link' }),
    'Reset the invite link?',
  )
  await checkDialog(
    page,
    card.getByRole('button', { name: 'Turn off' }),
    'Turn off the invite link?',
  )
  const path = new URL(await address.inputValue()).pathname
  await checkPage(page, path)
  await page.goto('/app/team')
  await card.getByRole('button', { name: 'Turn off' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click()
  await expect(card.getByRole('button', { name: 'Create invite link' })).toBeVisible()
  await checkPage(page, path)
})
