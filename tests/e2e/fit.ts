import { expect, test, type Locator, type Page } from '@playwright/test'
import { OPEN_DIALOG } from '../../src/shared/ui/open-dialog'
import { expectAccessible, openPage, twoFrames } from './support'

// What the phone project checks of every view (responsive.spec.ts and the features'
// *.responsive.spec.ts), at the phone's width and again at a tablet's: no sideways scrolling,
// axe, and touch-sized controls.

export const onPhone = () => test.info().project.name === 'phone'

/** The second width each view is checked at: a tablet held upright, where the side menu shows. */
const TABLET = { width: 768, height: 1024 }

/**
 * Runs a view's checks at the phone's width, then again at the tablet's (one sign-in and one
 * page load serve both). Not with a select's options open: Radix closes them on a resize (a
 * spec opens them again inside `atTabletWidth`).
 */
async function atBothWidths(page: Page, check: (width: number) => Promise<void>) {
  await check(page.viewportSize()!.width)
  if (!onPhone() || (await page.getByRole('listbox').count())) return
  await atTabletWidth(page, () => check(TABLET.width))
}

/**
 * Runs `steps` at the tablet's width, then puts the phone's back. For a view that a resize
 * closes (a select's options), opened again at this width.
 */
export async function atTabletWidth(page: Page, steps: () => Promise<void>) {
  const phone = page.viewportSize()!
  // Each resize waits for the frames it sets off: the layout's media queries re-render in React.
  await page.setViewportSize(TABLET)
  try {
    await twoFrames(page)
    await steps()
  } finally {
    await page.setViewportSize(phone)
    await twoFrames(page)
  }
}

/** Whatever sits on top: an open dialog or menu, else the page (not a dialog rendered ahead). */
const TOP = `${OPEN_DIALOG}, [role="menu"], [role="listbox"]`

/**
 * Controls that must be 44 x 44 px on a touch screen (visible ones only). Text links inside
 * sentences are exempt (WCAG 2.5.8); navigation links and links on their own are not.
 */
const CONTROLS = [
  'button',
  '[role="tab"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[role="menuitem"]',
  '[role="option"]',
  'nav a',
  // A link on its own (not inside a sentence's paragraph).
  'main a:not(p a)',
  'input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"])',
  'textarea',
  'select',
  'label:has(> input[type="radio"])',
  'label:has(input[type="checkbox"])',
].join(', ')

export async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ top, controls }) => {
      // A control's target includes an absolutely placed ::after that reaches past its box.
      const targetBox = (el: HTMLElement) => {
        const box = el.getBoundingClientRect()
        const after = getComputedStyle(el, '::after')
        if (after.content === 'none' || after.position !== 'absolute') return box
        const out = (inset: string) => Math.max(0, -(parseFloat(inset) || 0))
        return {
          width: box.width + out(after.left) + out(after.right),
          height: box.height + out(after.top) + out(after.bottom),
        }
      }
      const layers = [...document.querySelectorAll<HTMLElement>(top)]
      const root = layers.at(-1) ?? document.body
      // A layer on top that is not shown would leave nothing to check, and the check would pass.
      if (root.getClientRects().length === 0)
        return [`the top layer is not shown: ${root.outerHTML.slice(0, 80)}`]
      return [...root.querySelectorAll<HTMLElement>(controls)]
        .filter((el) => !el.closest('[aria-hidden="true"], [hidden]'))
        .map((el) => ({ el, box: targetBox(el) }))
        .filter(({ el, box }) => box.width > 1 && getComputedStyle(el).visibility !== 'hidden')
        .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
        .map(
          ({ el, box }) =>
            `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        )
    },
    { top: TOP, controls: CONTROLS },
  )
}

/** No sideways scrolling, no serious axe finding and touch-sized controls, at one width. */
async function checkViewAtWidth(page: Page, label: string, disableAxeRules: string[]) {
  // Not innerWidth: a phone zooms out to show content wider than the screen, and innerWidth grows
  // with it; the layout viewport (clientWidth) stays the screen's width.
  const [scrollWidth, clientWidth, coarse] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
    matchMedia('(pointer: coarse)').matches,
  ])
  expect(scrollWidth, `${label} scrolls sideways`).toBeLessThanOrEqual(clientWidth)
  await expectAccessible(page, disableAxeRules)
  // The touch-size rule applies on coarse pointers, which the phone project emulates.
  if (onPhone()) expect(coarse, 'the phone project emulates a touch screen').toBe(true)
  if (coarse) expect(await smallControls(page), `${label}: controls under 44 px`).toEqual([])
}

/** The view as it is now, at the phone's width and at the tablet's. */
export async function checkView(page: Page, label: string, disableAxeRules: string[] = []) {
  await atBothWidths(page, (width) =>
    checkViewAtWidth(page, `${label} at ${width} px`, disableAxeRules),
  )
}

/** Opens a page and checks it; on /app pages the Main menu must be in reach. */
export async function checkPage(page: Page, path: string) {
  await openPage(page, path)
  await atBothWidths(page, async (width) => {
    await checkViewAtWidth(page, `${path} at ${width} px`, [])
    if (!path.startsWith('/app')) return
    // Below md (768 px) the menu is a drawer behind a button; from md up it is always shown.
    if (width < TABLET.width)
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport({ ratio: 1 })
    else await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport()
  })
}

/** Each action of a dialog is fully on screen (the footer never scrolls away). */
export async function expectActionsInView(dialog: Locator) {
  const actions = dialog.getByRole('button')
  const count = await actions.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    // A visually hidden file input is pressed through its label, which is checked as a control.
    const box = await actions.nth(i).boundingBox()
    if (box && box.width <= 1) continue
    await expect(actions.nth(i)).toBeInViewport({ ratio: 1 })
  }
}

/**
 * Opens a dialog, checks it (what has the focus and every action in view, the page fits), and
 * closes it with Escape (or its Cancel button).
 */
export async function checkDialog(
  page: Page,
  open: Locator,
  name: string | RegExp,
  closeWith = 'Escape',
) {
  await open.click()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  await atBothWidths(page, async (width) => {
    await expect(page.locator(':focus')).toBeInViewport({ ratio: 1 })
    await expectActionsInView(dialog)
    await checkViewAtWidth(page, `dialog ${String(name)} at ${width} px`, [])
  })
  if (closeWith === 'Escape') await page.keyboard.press('Escape')
  else await dialog.getByRole('button', { name: closeWith }).click()
  await expect(dialog).toBeHidden()
}
