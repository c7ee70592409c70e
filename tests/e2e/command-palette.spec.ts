import { expect, test } from '@playwright/test'
import { expectAccessible, resetDemo, signInToShell } from './support'

test.beforeEach(async ({ request }) => resetDemo(request))

test('a power admin jumps, invites and looks up shortcuts from the keyboard (UX-1 to UX-4)', async ({
  page,
}) => {
  await signInToShell(page, 'admin@acme.test')

  // Ctrl+K opens the palette on the input; typing filters, Enter goes.
  await page.keyboard.press('Control+k')
  const input = page.getByRole('combobox', { name: 'Command palette' })
  await expect(input).toBeFocused()
  await expect(page.getByRole('listbox')).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.type('tem')
  await expect(page.getByRole('option').first()).toHaveText('Team')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/app\/team$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Invite someone lands in the invite field.
  await page.keyboard.press('Control+k')
  await expect(input).toBeFocused()
  await page.keyboard.type('invite')
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused()

  // Escape closes it and focus goes back where it was.
  const privacy = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Privacy' })
  await privacy.focus()
  await page.keyboard.press('Meta+k')
  await expect(input).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(privacy).toBeFocused()

  // ? lists the shortcuts.
  await page.keyboard.press('?')
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(shortcuts).toContainText('Open or close the command palette')
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(shortcuts).toHaveCount(0)
  await expect(privacy).toBeFocused()
})

test('internal staff search the event catalog from the palette (UX-1)', async ({ page }) => {
  await signInToShell(page, 'staff@flow.test')
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused()
  await page.keyboard.type('paused')
  await page.getByRole('option', { name: 'Search the event catalog for "paused"' }).click()
  await expect(page).toHaveURL(/\/app\/event-catalog\?q=paused$/)
  await expect(page.getByText(/Found \d+ events? matching "paused"/)).toBeVisible()
})

test("Ctrl+K then typing at once keeps every letter, while the palette's code is on its way", async ({
  page,
}) => {
  await signInToShell(page, 'admin@acme.test')
  // The palette's code is fetched on this first Ctrl+K: the letters wait for its input.
  await page.keyboard.press('Control+k')
  await page.keyboard.type('dark')
  await expect(page.getByRole('combobox', { name: 'Command palette' })).toHaveValue('dark')
})
