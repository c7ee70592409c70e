import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, signIn } from './support'

/** Records <html>'s class at the moment <body> starts: before any paint and any app script. */
async function recordClassBeforeBody(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return
      ;(window as unknown as { classAtBody: string }).classAtBody =
        document.documentElement.className
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  })
}
const classAtBody = (page: Page) =>
  page.evaluate(() => (window as unknown as { classAtBody?: string }).classAtBody)

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

async function chooseTheme(page: Page, name: 'System' | 'Light' | 'Dark') {
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitemradio', { name: new RegExp(`^${name}`) }).click()
}

test('Dark is remembered and applied before first paint, on every page, dialog and demo page (UX-8, UX-9)', async ({
  page,
}) => {
  // The OS asks for light: the choice must win over it.
  await page.emulateMedia({ colorScheme: 'light' })
  await signIn(page, 'admin@acme.test')
  const lightBackground = await background(page)
  await chooseTheme(page, 'Dark')
  await expect(page.locator('html')).toHaveClass('dark')
  const darkBackground = await background(page)
  expect(darkBackground).not.toBe(lightBackground)

  await recordClassBeforeBody(page)
  await page.reload()
  expect(await classAtBody(page)).toBe('dark')
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
  expect(await background(page)).toBe(darkBackground)
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await page.keyboard.press('Escape')

  // A dialog and the palette in dark, readable (axe checks contrast).
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await page.goto('/app/team')
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible()
  await expectAccessible(page)

  // The demo pages follow the choice too.
  await page.goto('/demo/')
  expect(await background(page)).not.toBe('rgb(246, 247, 249)')
  await expectAccessible(page)

  // System follows the OS again.
  await page.goto('/app/team')
  await chooseTheme(page, 'System')
  await expect(page.locator('html')).not.toHaveClass(/dark|light/)
  expect(await background(page)).toBe(lightBackground)
  await page.goto('/demo/')
  expect(await background(page)).toBe('rgb(246, 247, 249)')
})

test('the login page is drawn in the saved theme before its script runs (UX-8)', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/login')
  await page.evaluate(() => localStorage.setItem('flow-theme', 'light'))
  await recordClassBeforeBody(page)
  await page.reload()
  expect(await classAtBody(page)).toBe('light')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expectAccessible(page)
})

test('a hovered primary button stays readable in both themes (WCAG AA)', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await page.goto('/login')
    const signInButton = page.getByRole('button', { name: 'Sign in' })
    const hoverColour = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('div'))
      probe.style.backgroundColor = 'var(--color-primary-hover)'
      const colour = getComputedStyle(probe).backgroundColor
      probe.remove()
      return colour
    })
    await signInButton.hover()
    // Measured once the colour transition has ended.
    await expect(signInButton).toHaveCSS('background-color', hoverColour)
    await expectAccessible(page)
  }
})

test('forced colours (Windows high contrast): switches, filled buttons and the current page still show', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await signIn(page, 'admin@acme.test')
  await page.goto('/app/settings/organization')
  const style = (selector: string, property: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)

  // A switch is drawn by its border, and its thumb by a system colour unlike the page's.
  const toggle = page.getByRole('switch', { name: 'Auto-add users by domain' })
  const track = toggle.locator('span').first()
  await expect(track).toBeVisible()
  expect(await track.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('2px')
  const thumb = await toggle
    .locator('[data-state]')
    .last()
    .evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(thumb).not.toBe(await style('body', 'background-color'))

  // Filled buttons keep an edge; only the current page's links are marked.
  const viewPlans = page.getByRole('button', { name: 'View Plans' })
  expect(await viewPlans.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('1px')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const bar = (name: string) =>
    nav.getByRole('link', { name }).evaluate((el) => getComputedStyle(el).borderInlineStartColor)
  expect(await bar('Team')).toBe(await style('body', 'background-color'))
  expect(await bar('Settings')).not.toBe(await bar('Team'))
})
