import { expect, test, type Locator, type Page } from '@playwright/test'
import { openPage } from './support'

// WCAG 1.4.4: a phone whose browser text size is set to 200% (Chrome's text scaling) still
// shows every page without sideways scrolling. The setting changes the default font size, so
// the rem-based layout and the rem media queries both scale, as they do for the user.
// The narrowest phone the portal supports.
export const SCREEN = 360

/** The large-text specs' phone: 360 px wide, touch, text at 200 %. Called at a spec's top. */
export function largeTextPhone() {
  test.use({ viewport: { width: SCREEN, height: 740 }, isMobile: true, hasTouch: true })
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Page.enable')
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
  })
}

export async function expectNoSidewaysScroll(page: Page, label: string) {
  // Not innerWidth: a phone zooms out to show content wider than the screen, and innerWidth grows
  // with it; the layout viewport (clientWidth) stays the screen's width.
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ])
  expect(scrollWidth, `${label} scrolls sideways`).toBeLessThanOrEqual(clientWidth)
}

/** Opens a dialog with `opener`, checks it sits within the screen, and closes it with Escape. */
export async function expectDialogFits(page: Page, opener: Locator) {
  await opener.click()
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'))
  await expect(dialog).toBeVisible()
  const box = (await dialog.boundingBox())!
  expect(box.x, 'the dialog starts on screen').toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, 'the dialog ends on screen').toBeLessThanOrEqual(SCREEN)
  await expectNoSidewaysScroll(page, 'the dialog')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

export async function checkPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await openPage(page, path)
    await expectNoSidewaysScroll(page, path)
  }
}
