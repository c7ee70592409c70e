/* global window, document, MutationObserver */
// Page steps the measurements share: signing in, a stored session, and watching for an element
// without making the measured page draw frames.

export async function signIn(page, base, email) {
  await page.goto(`${base}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/app\//)
}

/**
 * A returning visitor's browser state for `email`: signed in, and `path` visited once, so what
 * the portal keeps for the next cold load of it is stored too.
 */
export async function storedSession(browser, base, email, path, target) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, base, email)
  await page.addInitScript(watchFor, target)
  await page.goto(`${base}${path}`)
  await untilShown(page)
  await page.waitForLoadState('networkidle')
  const state = await context.storageState()
  await context.close()
  return state
}

/**
 * Records, in the page, when an element matching `selector` whose text contains `text` first
 * shows (window.__shown, ms since navigation start) and whether "Loading…" showed in main before.
 */
export function watchFor({ selector, text }) {
  window.__shown = 0
  window.__pending = false
  window.__whenShown = new Promise((resolve) => (window.__markShown = resolve))
  const check = () => {
    if (window.__shown) return
    const main = document.querySelector('main')
    if (main?.textContent?.includes('Loading…')) window.__pending = true
    for (const el of document.querySelectorAll(selector))
      if (el.textContent?.includes(text)) {
        window.__shown = performance.now()
        window.__markShown()
        return
      }
  }
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  })
}

/**
 * Waits for watchFor's element. Not page.waitForFunction: its polling runs in animation frames,
 * which would make the measured page produce frames (style, layout, paint) while it loads.
 */
export async function untilShown(page) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('not shown within 20 s')), 20_000)
  })
  await Promise.race([page.evaluate(() => window.__whenShown), timeout]).finally(() =>
    clearTimeout(timer),
  )
}

/** API rounds: a call is one round after the latest round that had answered before it started. */
export function apiRounds(calls) {
  const sorted = [...calls].sort((a, b) => a.start - b.start)
  const round = []
  sorted.forEach((c, i) => {
    let r = 1
    for (let j = 0; j < i; j++) if (sorted[j].end <= c.start) r = Math.max(r, round[j] + 1)
    round.push(r)
  })
  return { rounds: Math.max(0, ...round), calls: sorted.map((c, i) => `${round[i]}:${c.path}`) }
}
