import { expect, test, type Locator, type Page } from '@playwright/test'
import { PASSWORD, resetDemo, signInWithForm } from './support'

test.beforeEach(async ({ request }) => resetDemo(request))

/** Presses Tab until `target` has focus, checking every stop shows a visible focus ring. */
async function tabTo(page: Page, target: Locator, maxStops = 80) {
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab')
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return { visible: true }
      const style = getComputedStyle(el)
      const ring =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none'
      return { visible: el.matches(':focus-visible') && ring, label: el.outerHTML.slice(0, 120) }
    })
    expect(focus.visible, `focus ring on ${focus.label}`).toBe(true)
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`could not reach ${target.toString()} with Tab`)
}

const row = (page: Page, email: string) =>
  page
    .getByRole('table', { name: 'Members and invitations' })
    .getByRole('row')
    .filter({ hasText: email })

test('sign in, invite, change a role and revoke an invitation with the keyboard only', async ({
  page,
}) => {
  await page.goto('/login')
  // A person starts once the form is on screen (its title then holds the focus, UX-14).
  await expect(page.getByLabel('Email')).toBeVisible()
  await tabTo(page, page.getByLabel('Email'))
  await page.keyboard.type('admin@acme.test')
  await tabTo(page, page.getByLabel('Password'))
  await page.keyboard.type(PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/app\/settings\/organization$/)
  // The new page moves the focus to its main region; Tab starts from there, not before it lands.
  await expect(page.locator('main#main')).toBeFocused()

  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }),
  )
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Add your team' })).toBeVisible()

  // Invite.
  await tabTo(page, page.getByLabel('Email', { exact: true }))
  await page.keyboard.type('keyboard.user@acme.test')
  await tabTo(page, page.getByRole('button', { name: 'Add', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Invited! You will be billed for 1 extra user')).toBeVisible()
  await expect(row(page, 'keyboard.user@acme.test')).toBeVisible()

  // Change a role: an arrow key opens the options at the current role; the next moves to Admin,
  // Enter picks it.
  const role = row(page, 'dev@acme.test').getByRole('combobox', { name: 'Role for dev@acme.test' })
  await tabTo(page, role)
  await page.keyboard.press('ArrowDown')
  await expect(role.getByRole('option', { name: 'Member' })).toBeFocused()
  // A key typed in the options is theirs: `?` is not the shortcuts list's there (UX-3).
  await page.keyboard.press('?')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Updated role')).toBeVisible()
  await expect(role).toHaveValue('admin')
  await expect(role).toBeFocused()
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0)

  // A dialog closed with Escape gives focus back to the button that opened it.
  const remove = row(page, 'member@acme.test').getByRole('button', { name: 'Remove' })
  await tabTo(page, remove)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Remove member' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(remove).toBeFocused()

  // Revoke through the confirm dialog.
  const revoke = row(page, 'designer@acme.test').getByRole('button', { name: 'Revoke' })
  await tabTo(page, revoke)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Revoke invitation' })
  await expect(dialog).toBeVisible()
  await tabTo(page, dialog.getByRole('button', { name: 'Revoke' }), 6)
  await page.keyboard.press('Enter')
  await expect(
    page.getByText('Revoked invitation: Your billing plan will be updated next cycle'),
  ).toBeVisible()
  await expect(row(page, 'designer@acme.test')).toHaveCount(0)
})

test('the account menu opens with Enter and lets Tab out, focus back on its button', async ({
  page,
}) => {
  await signInWithForm(page, 'admin@acme.test', PASSWORD, 'Enter')
  await expect(page).toHaveURL(/\/app\/settings\/organization$/)
  // The Sign in button went away with the focus; the page's main region takes it as it arrives.
  await expect(page.locator('#main')).toBeFocused()
  const account = page.getByRole('button', { name: 'Account menu' })
  await tabTo(page, account)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(account).toBeFocused()
})

test('a tab pressed with the mouse after some keyboard use shows no keyboard ring; arrows show it', async ({
  page,
}) => {
  await signInWithForm(page, 'admin@acme.test', PASSWORD, 'Enter')
  await page.goto('/app/team')
  const domain = page.getByRole('tab', { name: 'Other users on your domain' })
  await expect(domain).toBeVisible()
  await page.keyboard.press('Tab')
  await domain.click()
  await expect(domain).toBeFocused()
  const outline = () => page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
  expect(await outline()).toBe('none')
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'Members' })).toBeFocused()
  expect(await outline()).toBe('solid')
})
