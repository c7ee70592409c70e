import { expect, test, type Route } from '@playwright/test'
import { expireStoredSession, resetDemo, signIn } from './support'

test.beforeEach(async ({ request }) => resetDemo(request))

const isRefresh = (url: string) => url.includes('/auth/v1/token') && url.includes('refresh_token')

test('an expired access token is refreshed once and the page loads', async ({ page }) => {
  await signIn(page, 'admin@acme.test')
  await expireStoredSession(page)
  let refreshes = 0
  page.on('request', (r) => {
    if (isRefresh(r.url())) refreshes++
  })
  await page.goto('/app/settings/personal')
  await expect(page).toHaveURL(/\/app\/settings\/personal$/)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  expect(refreshes).toBe(1)
})

test('a refresh the auth service refuses signs the user out once, without a request storm', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test')
  await expireStoredSession(page)
  let refreshes = 0
  await page.route('**/auth/v1/token?grant_type=refresh_token', (route) => {
    refreshes++
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 400,
        error_code: 'refresh_token_not_found',
        msg: 'Invalid Refresh Token',
      }),
    })
  })
  // The page's clock is driven by the test: no sleep racing the demo backend.
  await page.clock.install()
  await page.goto('/app/team')
  await expect(page).toHaveURL(/\/login$/)
  await page.clock.runFor(3_000)
  expect(refreshes).toBeLessThanOrEqual(2)
  await expect(page).toHaveURL(/\/login$/)
})

test('a failing auth service does not cause a storm of token requests', async ({ page }) => {
  await signIn(page, 'admin@acme.test')
  await expireStoredSession(page)
  let refreshes = 0
  await page.route('**/auth/v1/token?grant_type=refresh_token', (route) => {
    refreshes++
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"msg":"unavailable"}',
    })
  })
  await page.clock.install()
  await page.goto('/app/team').catch(() => undefined)
  await expect.poll(() => refreshes).toBeGreaterThan(0)
  // Ten seconds of the page's time: back-off from 200 ms, doubling, is a handful of attempts.
  await page.clock.runFor(10_000)
  expect(refreshes).toBeLessThanOrEqual(10)
})

test('a token refresh in one tab does not sign the other out', async ({ context }) => {
  const first = await context.newPage()
  await signIn(first, 'admin@acme.test')
  const second = await context.newPage()
  await second.goto('/app/team')
  await expect(second.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expireStoredSession(first)
  await first.goto('/app/settings/personal')
  await expect(first).toHaveURL(/\/app\/settings\/personal$/)
  await expect(first.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await second.goto('/app/privacy')
  await expect(second).toHaveURL(/\/app\/privacy$/)
  await expect(second.getByRole('navigation', { name: 'Main' })).toBeVisible()
})

test('a fresh /login tab goes on when another tab signs in (GATE-3)', async ({ context }) => {
  const waiting = await context.newPage()
  await waiting.goto('/login')
  await expect(waiting.getByRole('button', { name: 'Sign in' })).toBeVisible()
  const other = await context.newPage()
  await other.goto('/login')
  await other.getByLabel('Email').fill('admin@acme.test')
  await other.getByLabel('Password').fill('demo1234')
  await other.getByRole('button', { name: 'Sign in' }).click()
  await expect(other).toHaveURL(/\/app\/settings\/organization$/)
  await expect(waiting).toHaveURL(/\/app\/settings\/organization$/)
})

test('an auth service that cannot be reached ends on /login after the bounded wait, keeping the session and the draft (GATE-6)', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test')
  await page.goto('/app/team')
  await page.getByLabel('Email', { exact: true }).fill('draft.hire@acme.test')
  await expireStoredSession(page)
  const down = (route: Route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"msg":"unavailable"}' })
  await page.route('**/auth/v1/token?grant_type=refresh_token', down)
  await page.clock.install()
  await page.reload()
  await page.clock.runFor(16_000)
  await expect(page).toHaveURL(/\/login$/)
  await expect(
    page.getByText('The sign-in service could not be reached. Please try again in a moment.'),
  ).toBeVisible()
  // Not signed out: the session has not ended, it waits for the service.
  await expect(page.getByText('Your session has ended, please sign in again')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('flow-auth') !== null)).toBe(true)

  // Nothing is lost: the invite field's draft waits for the same user's next sign-in.
  const draft = await page.evaluate(() => sessionStorage.getItem('flow-draft:team-invite'))
  expect(draft).toContain('draft.hire@acme.test')
})
