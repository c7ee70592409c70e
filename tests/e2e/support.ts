import { expect, type Page, type APIRequestContext } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import type { FaultInput } from '../../mock-api/faults'

export const PASSWORD = 'demo1234'

/** Restores the demo backend's seed: call in beforeEach of any spec that changes data. */
export async function resetDemo(request: APIRequestContext) {
  const res = await request.post('/demo/reset')
  expect(res.ok()).toBeTruthy()
}

/** Signs in through the login form and waits until the gate has moved on from /login. */
/** Signs in on /login; `submit` 'Enter' presses Enter in the password field, as the keyboard does. */
export async function signIn(
  page: Page,
  email: string,
  password = PASSWORD,
  submit: 'click' | 'Enter' = 'click',
) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  if (submit === 'Enter') await page.getByLabel('Password').press('Enter')
  else await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

/** Signs in and waits for the shell, which answers the keyboard shortcuts (Ctrl+K, ?). */
export async function signInToShell(page: Page, email: string) {
  await signIn(page, email)
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
}

/** axe-core over the page as it is now: no serious or critical violation (minus `disable`d rules). */
export async function expectAccessible(page: Page, disable: string[] = []) {
  // Only the violations are read: axe then skips building selectors for every passing node.
  // Legacy mode runs axe in the page itself; the default opens a blank page on each pass to merge
  // frames' results (2-3x the time), and the portal draws no frames.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .disableRules(disable)
    .analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

/**
 * Marks the stored session as expired on the page's next load, as if the tab had slept past the
 * token's lifetime. Done before the app's scripts run, so the page being left cannot refresh it.
 */
export async function expireStoredSession(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('expired-once')) return
    sessionStorage.setItem('expired-once', '1')
    const raw = localStorage.getItem('flow-auth')
    if (!raw) throw new Error('no stored session')
    const session = JSON.parse(raw) as { expires_at: number }
    session.expires_at = Math.floor(Date.now() / 1000) - 60
    localStorage.setItem('flow-auth', JSON.stringify(session))
  })
}

/** Adds a fault rule to the demo backend (POST /demo/faults); `resetDemo` clears every rule. */
export async function addFault(request: APIRequestContext, rule: FaultInput) {
  const res = await request.post('/demo/faults', { data: rule })
  expect(res.status()).toBe(201)
}

/** A token pair for `email` from the demo auth service, as a provider redirect would carry. */
export async function tokensFor(page: Page, email: string) {
  const res = await page.request.post('/auth/v1/token?grant_type=password', {
    data: { email, password: PASSWORD },
    headers: { apikey: 'demo-anon-key' },
  })
  expect(res.ok()).toBeTruthy()
  const body = (await res.json()) as { access_token: string; refresh_token: string }
  return `access_token=${body.access_token}&refresh_token=${body.refresh_token}`
}
