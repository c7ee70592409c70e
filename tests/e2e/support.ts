import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type * as AxeCore from 'axe-core'
import type { FaultInput } from '../../mock-api/faults'
import { AUTH_STORAGE_KEY } from '../../src/shared/auth/stored-session-keys'

export const PASSWORD = 'demo1234'

/** Restores the demo backend's seed: call in beforeEach of any spec that changes data. */
export async function resetDemo(request: APIRequestContext) {
  const res = await request.post('/demo/reset')
  expect(res.ok()).toBeTruthy()
}

/** Signs in on /login; `submit` 'Enter' presses Enter in the password field, as the keyboard does. */
export async function signInWithForm(
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

/**
 * Signs in as a returning visitor: the demo auth service's session stored where the auth client
 * keeps it, then '/', which the gate sends home. A quarter faster than the form, which
 * auth.spec.ts and keyboard.spec.ts drive (`signInWithForm`).
 */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  const session = await sessionFor(page, email, password)
  // Any same-origin document will do to reach the origin's storage; the icon is the cheapest.
  await page.goto('/favicon.svg')
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    AUTH_STORAGE_KEY,
    JSON.stringify(session),
  ] as const)
  await page.goto('/')
  await expect(page).not.toHaveURL(/\/login|\/$/)
}

/** Signs in and waits for the shell, which answers the keyboard shortcuts (Ctrl+K, ?). */
export async function signInToShell(page: Page, email: string) {
  await signIn(page, email)
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
}

/** Two frames of the page: what a resize or a media query change sets off has been drawn. */
export const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )

/**
 * Opens a page and waits until it has settled: its heading shown, and none of its requests still
 * out over two frames (so a section that asks after another's answer is waited for too).
 * Playwright's 'networkidle' waits for the same, and then a fixed 500 ms more.
 */
export async function openPage(page: Page, path: string) {
  const { pending, stop } = inFlight(page)
  try {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect
      .poll(async () => pending.size || (await twoFrames(page), pending.size), {
        intervals: [20],
      })
      .toBe(0)
  } finally {
    stop()
  }
}

/** The page's requests (those `accept` takes) that have not finished yet; `stop` stops watching. */
export function inFlight(page: Page, accept: (request: Request) => boolean = () => true) {
  const pending = new Set<Request>()
  const add = (request: Request) => {
    if (accept(request)) pending.add(request)
  }
  const done = (request: Request) => pending.delete(request)
  page.on('request', add)
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    pending,
    stop: () => {
      page.off('request', add)
      page.off('requestfinished', done)
      page.off('requestfailed', done)
    },
  }
}

/** axe-core's own bundle, put into a page once per document (`expectAccessible`). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * axe-core over the page once its transitions have ended: no serious or critical violation (minus
 * `disable`d rules). Colours read mid-transition (a button just enabled) are neither look.
 */
export async function expectAccessible(page: Page, disable: string[] = []) {
  // axe goes in once per document and runs there (the portal draws no frames to merge): each
  // pass of @axe-core/playwright put its 0.5 MB source in twice, half the time of a page check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const bad = await page.evaluate(async (off) => {
    const { axe } = window as unknown as { axe: typeof AxeCore }
    // Finite ones only: a spinner or an indeterminate bar never ends.
    const ending = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.allSettled(ending.map((a) => a.finished))
    const rules = Object.fromEntries(off.map((id) => [id, { enabled: false }]))
    // Only the violations are read: axe then skips building selectors for every passing node.
    const { violations } = await axe.run(document, { resultTypes: ['violations'], rules })
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  }, disable)
  expect(bad).toEqual([])
}

/**
 * Marks the stored session as expired on the page's next load, as if the tab had slept past the
 * token's lifetime. Done before the app's scripts run, so the page being left cannot refresh it.
 */
export async function expireStoredSession(page: Page) {
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('expired-once')) return
    sessionStorage.setItem('expired-once', '1')
    const raw = localStorage.getItem(key)
    if (!raw) throw new Error('no stored session')
    const session = JSON.parse(raw) as { expires_at: number }
    session.expires_at = Math.floor(Date.now() / 1000) - 60
    localStorage.setItem(key, JSON.stringify(session))
  }, AUTH_STORAGE_KEY)
}

/** Adds a fault rule to the demo backend (POST /demo/faults); `resetDemo` clears every rule. */
export async function addFault(request: APIRequestContext, rule: FaultInput) {
  const res = await request.post('/demo/faults', { data: rule })
  expect(res.status()).toBe(201)
}

/** A session from the demo auth service, as its password grant answers (and the client stores). */
async function sessionFor(page: Page, email: string, password = PASSWORD) {
  const res = await page.request.post('/auth/v1/token?grant_type=password', {
    data: { email, password },
    headers: { apikey: 'demo-anon-key' },
  })
  expect(res.ok()).toBeTruthy()
  return (await res.json()) as { access_token: string; refresh_token: string }
}

/** A token pair for `email` from the demo auth service, as a provider redirect would carry. */
export async function tokensFor(page: Page, email: string) {
  const { access_token, refresh_token } = await sessionFor(page, email)
  return `access_token=${access_token}&refresh_token=${refresh_token}`
}
