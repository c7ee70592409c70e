import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { transform, type Selector } from 'lightningcss'
import { signInToShell } from './support'

// What the built stylesheet must not hold, read from the real dist/ with a CSS parser.
const DIST = process.env.E2E_OUTDIR ?? 'dist'
const ASSETS = join(DIST, 'assets')
const STRUCTURAL = /^(first|last|only|nth)-|-(child|of-type)$/

/**
 * A structural pseudo-class in a compound with a combinator after it (`div:last-child > *`):
 * Chromium then restyles the whole subtree of a node whose siblings change.
 */
function structuralAncestors(selector: Selector, under = false): boolean {
  return selector.some((part, i) => {
    const ancestor = under || selector.slice(i).some((p) => p.type === 'combinator')
    if (part.type !== 'pseudo-class') return false
    if (STRUCTURAL.test(part.kind)) return ancestor
    return 'selectors' in part && Array.isArray(part.selectors)
      ? (part.selectors as Selector[]).some((inner) => structuralAncestors(inner, ancestor))
      : false
  })
}

test('no structural pseudo-class sits before a combinator: a dialog appended to <body> restyles only itself', () => {
  const sheets = readdirSync(ASSETS).filter((file) => file.endsWith('.css'))
  expect(sheets.length).toBeGreaterThan(0)
  const found: string[] = []
  for (const file of sheets)
    transform({
      filename: file,
      code: readFileSync(join(ASSETS, file)),
      visitor: {
        Selector(selector) {
          if (structuralAncestors(selector)) found.push(`${file}: ${JSON.stringify(selector)}`)
        },
      },
    })
  expect(found).toEqual([])
})

test("a dialog's scroll lock sets its size on <body> alone: the page under it is not restyled", async ({
  page,
}) => {
  await signInToShell(page, 'admin@acme.test')
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused()
  const size = await page.evaluate(() => {
    const read = (el: Element) =>
      getComputedStyle(el).getPropertyValue('--removed-body-scroll-bar-size')
    return { body: read(document.body), root: read(document.getElementById('root')!) }
  })
  // Set by react-remove-scroll-bar (a renamed property fails here), registered as not inherited.
  expect(size.body).not.toBe('')
  expect(size.root).toBe('')
})

test("a modal layer's pointer lock stops at its overlay: the page keeps its own value, and no pointer reaches it", async ({
  page,
}) => {
  await signInToShell(page, 'admin@acme.test')
  const search = page.getByRole('button', { name: 'Search…' })
  const box = (await search.boundingBox())!
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused()
  const seen = await page.evaluate(
    ({ x, y }) => ({
      body: getComputedStyle(document.body).pointerEvents,
      root: getComputedStyle(document.getElementById('root')!).pointerEvents,
      hit: document.elementFromPoint(x, y)?.hasAttribute('data-modal-overlay'),
    }),
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  )
  // Radix's value on <body> (a rename fails here); the page under the overlay is not restyled.
  expect(seen).toEqual({ body: 'none', root: 'auto', hit: true })
  // A select's options have no overlay: while they are open, the page stays out of reach.
  await page.keyboard.press('Escape')
  await page.goto('/app/team')
  await page.getByRole('combobox', { name: 'Role', exact: true }).click()
  await expect(page.getByRole('listbox')).toBeVisible()
  expect(
    await page.evaluate(() => getComputedStyle(document.getElementById('root')!).pointerEvents),
  ).toBe('none')
})

test("a modal layer has its own pointer-events: Radix's lock on <body> does not restyle it before Radix's inline value", async ({
  page,
}) => {
  // What the layer computes without Radix's inline `auto`, under the body's inherited `none`.
  const ownValue = () =>
    page.evaluate(() => {
      const layer = document.querySelector<HTMLElement>('body > [role=dialog]')!
      layer.style.removeProperty('pointer-events')
      return {
        body: getComputedStyle(document.body).pointerEvents,
        layer: getComputedStyle(layer).pointerEvents,
      }
    })
  await signInToShell(page, 'admin@acme.test')
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused()
  expect(await ownValue()).toEqual({ body: 'none', layer: 'auto' })
  await page.keyboard.press('Escape')
  await page.goto('/app/team')
  await page.getByRole('button', { name: 'Invite many' }).click()
  await expect(page.getByRole('dialog', { name: 'Invite many people' })).toBeVisible()
  expect(await ownValue()).toEqual({ body: 'none', layer: 'auto' })
})
