import { expect, test, type Page } from '@playwright/test'
import {
  PASSWORD,
  addFault,
  expectAccessible,
  expireStoredSession,
  resetDemo,
  signIn,
  tokensFor,
} from './support'

test.beforeEach(async ({ request }) => resetDemo(request))

const ENDED = 'Your session has ended, please sign in again'

/** Signs in on the login page the portal is already showing (no reload). */
async function signInHere(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a session revoked mid-form lands on /login and the same user gets the draft back', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@acme.test')
  await page.goto('/app/settings/organization')
  await page.getByLabel('Organization name').fill('Acme Renamed')
  // The server no longer accepts the session (revoked elsewhere), through the demo's fault rules.
  await addFault(request, { path: '/api/v1/enterprise', method: 'PATCH', status: 401, times: 1 })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText(ENDED)).toBeVisible()
  // UX-14: the keyboard goes on from the sign-in card, named by its title, not from <body>.
  await expect(page.getByRole('main', { name: 'Sign in' })).toBeFocused()
  await expectAccessible(page)
  await signInHere(page, 'admin@acme.test')
  await expect(page).toHaveURL(/\/app\/settings\/organization$/)
  await expect(page.getByLabel('Organization name')).toHaveValue('Acme Renamed')
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible()
})

test('another user signing in after a revoked session sees no draft', async ({ page, request }) => {
  await signIn(page, 'admin@acme.test')
  await page.goto('/app/settings/organization')
  await page.getByLabel('Organization name').fill('Acme Renamed')
  await addFault(request, { path: '/api/v1/enterprise', method: 'PATCH', status: 401, times: 1 })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(ENDED)).toBeVisible()
  await signInHere(page, 'ops@acme.test')
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/app/settings/organization')
  await expect(page.getByLabel('Organization name')).toHaveValue('Acme Corp')
})

test('a hung refresh never leaves an endless spinner', async ({ page, request }) => {
  await signIn(page, 'admin@acme.test')
  await expireStoredSession(page)
  // The auth service takes the refresh and never answers.
  await addFault(request, { path: '/auth/v1/token', hang: true })
  await page.clock.install()
  await page.goto('/app/team')
  // The portal gives the first page a second before it shows its pending view.
  await expect(async () => {
    await page.clock.runFor(250)
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible({
      timeout: 100,
    })
  }).toPass()
  await page.clock.runFor(11_000)
  await expect(page.getByText('This is taking longer than usual.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  // Every bound runs out: the page stops waiting (an error page or /login), never spins forever.
  await page.clock.runFor(120_000)
  await expect(page.getByText('Loading…')).toHaveCount(0)
})

test('a 429 from the auth service says when to try again', async ({ page, request }) => {
  // The demo's 429 fault answers with Retry-After: 30.
  await addFault(request, {
    path: '/auth/v1/token',
    status: 429,
    body: { code: 429, error_code: 'rate_limited', msg: 'Too many requests' },
  })
  await page.goto('/login')
  await signInHere(page, 'admin@acme.test')
  await expect(page.getByText('Too many attempts, try again in 30 seconds')).toBeVisible()
})

test('a 429 from the API says when to try again', async ({ page, request }) => {
  await signIn(page, 'admin@acme.test')
  await page.goto('/app/team')
  await addFault(request, {
    path: '/api/v1/enterprise/invitations',
    method: 'POST',
    status: 429,
    body: { code: 'rate_limited', detail: 'Too many requests' },
  })
  await page.getByLabel('Email', { exact: true }).fill('late@acme.test')
  await page.getByRole('button', { name: 'Add' }).click()
  await expect(page.getByText('Too many attempts, try again in 30 seconds')).toBeVisible()
})

test('tokens for another user ask first; Continue switches', async ({ page }) => {
  await signIn(page, 'admin@acme.test')
  await page.goto(`/login?${await tokensFor(page, 'member@acme.test')}`)
  const dialog = page.getByRole('dialog', { name: 'Switch account?' })
  await expect(dialog).toBeVisible()
  await expect(page).not.toHaveURL(/token/)
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Continue as member@acme.test' }).click()
  await expect(dialog).toHaveCount(0)
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByText('member@acme.test')).toBeVisible()
})

test('tokens for another user ask first; Stay keeps the current user', async ({ page }) => {
  await signIn(page, 'admin@acme.test')
  await page.goto(`/login?${await tokensFor(page, 'member@acme.test')}`)
  const dialog = page.getByRole('dialog', { name: 'Switch account?' })
  await dialog.getByRole('button', { name: 'Stay signed in as admin@acme.test' }).click()
  await expect(dialog).toHaveCount(0)
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByText('admin@acme.test')).toBeVisible()
})

test('a tab signed out by another keeps its unsent invite, and follows that tab signing back in', async ({
  context,
}) => {
  const first = await context.newPage()
  await signIn(first, 'admin@acme.test')
  const second = await context.newPage()
  await second.goto('/app/team')
  await second.getByLabel('Email', { exact: true }).fill('halfway@acme.test')
  await first.getByRole('button', { name: 'Account menu' }).click()
  await first.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(second).toHaveURL(/\/login$/)
  await expect(second.getByText(ENDED)).toBeVisible()
  await signInHere(first, 'admin@acme.test')
  await expect(first).not.toHaveURL(/\/login/)
  // The waiting tab goes back to where its session ended, with what was typed there.
  await expect(second).toHaveURL(/\/app\/team$/)
  await expect(second.getByLabel('Email', { exact: true })).toHaveValue('halfway@acme.test')
})
