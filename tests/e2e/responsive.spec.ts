import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, resetDemo, signIn } from './support'

test.beforeEach(async ({ request }) => {
  await resetDemo(request)
})

/** No sideways scrolling, a reachable Main menu (on /app pages) and no serious axe finding. */
async function checkPage(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ])
  expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(innerWidth)
  await expectAccessible(page)
  if (!path.startsWith('/app')) return
  const openMenu = page.getByRole('button', { name: 'Open menu' })
  if (await openMenu.isVisible()) {
    await openMenu.click()
    const drawer = page.getByRole('dialog', { name: 'Admin Portal' })
    await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Team' })).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  } else {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  }
}

const accounts: [string, string[]][] = [
  ['founder@umbrella.test', ['/get-started']],
  ['billing@initech.test', ['/payment']],
  [
    'admin@acme.test',
    [
      '/app/team',
      '/app/settings/organization',
      '/app/settings/personal',
      '/app/settings/billing',
      '/app/privacy',
    ],
  ],
  ['staff@flow.test', ['/app/notifications', '/app/event-catalog']],
]

test('/login fits the screen', async ({ page }) => {
  await checkPage(page, '/login')
})

for (const [email, paths] of accounts) {
  test(`${email}: every page fits the screen with its menu in reach`, async ({ page }) => {
    await signIn(page, email)
    for (const path of paths) await checkPage(page, path)
  })
}
