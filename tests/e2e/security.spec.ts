import { expect, test, type Page } from '@playwright/test'
import { pagesByAccount } from '../pages-by-account'
import { resetDemo, signIn } from './support'

test.beforeEach(async ({ request }) => resetDemo(request))

/** Collects CSP violations reported in the page. */
async function watchCsp(page: Page) {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  return violations
}

test('the portal is served with strict security headers', async ({ request }) => {
  const res = await request.get('/login')
  const headers = res.headers()
  const csp = headers['content-security-policy'] ?? ''
  for (const directive of [
    "script-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    'connect-src',
  ])
    expect(csp).toContain(directive)
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}; includeSubDomains$/)
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(headers['cross-origin-resource-policy']).toBe('same-origin')
  // The demo backend's JSON answers carry the same baseline.
  const api = (await request.get('/api/v1/enterprise')).headers()
  expect(api['x-content-type-options']).toBe('nosniff')
  expect(api['cross-origin-resource-policy']).toBe('same-origin')
  expect(api['strict-transport-security']).toBeTruthy()
})

test('no page breaks the Content-Security-Policy or throws', async ({ page }) => {
  const violations = await watchCsp(page)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await page.goto('/forgot-password')
  await expect(page.getByRole('button', { name: 'Send reset email' })).toBeVisible()
  // The kind of user who may open the most pages (an internal admin opens them all).
  const widest = pagesByAccount().reduce((a, b) => (b.paths.length > a.paths.length ? b : a))
  await signIn(page, widest.email)
  for (const path of widest.paths) {
    await page.goto(path)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  }
  expect(violations).toEqual([])
  expect(errors).toEqual([])
})

test('tokens from a provider redirect never reach the address bar, history, outgoing URLs or Referer', async ({
  page,
}) => {
  const leaks: string[] = []
  let redirected = false
  page.on('request', (req) => {
    if (!redirected) return
    const referer = req.headers()['referer'] ?? ''
    if (/access_token|refresh_token/.test(req.url()) || /access_token|refresh_token/.test(referer))
      leaks.push(`${req.url()} (referer ${referer})`)
  })
  await page.goto('/login')
  await page.getByRole('button', { name: 'Continue with Microsoft' }).click()
  await expect(page).toHaveURL(/\/microsoft\/sign_in/)
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && /\/login\?access_token/.test(frame.url())) redirected = true
  })
  await page
    .getByRole('button', { name: /Continue as/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/(app|get-started|payment)/)
  expect(page.url()).not.toMatch(/token/)
  // The redirect entry was replaced: going back never shows the tokens again.
  const entries = await page.evaluate(() => window.location.href)
  expect(entries).not.toMatch(/token/)
  expect(leaks).toEqual([])
})

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage()
  await signIn(first, 'admin@acme.test')
  const second = await context.newPage()
  await second.goto('/app/team')
  await expect(second.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await first.getByRole('button', { name: 'Account menu' }).click()
  await first.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(first).toHaveURL(/\/login$/)
  await expect(second).toHaveURL(/\/login$/)
})

test("index.html's early calls send the token only to the build-time API origin, whatever storage holds (SEC-10)", async ({
  browser,
  baseURL,
}) => {
  // Without the CSP, which would also stop it: the script's own check is what is tested.
  const context = await browser.newContext({ bypassCSP: true })
  const page = await context.newPage()
  await signIn(page, 'admin@acme.test')
  const user = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('flow-auth') ?? '{}') as { user?: { id?: string } }).user
        ?.id,
  )
  // Another origin on this machine stands in for an attacker's server.
  const foreign = `http://127.0.0.1:${new URL(baseURL!).port}/api/v1/enterprise/members`
  await page.evaluate(
    ({ user, foreign }) =>
      localStorage.setItem(
        'flow-early-calls',
        JSON.stringify({ user, timeoutMs: 20000, calls: { '/app/team': [foreign] } }),
      ),
    { user, foreign },
  )
  const sent: string[] = []
  await context.route('http://127.0.0.1:*/**', async (route) => {
    sent.push(route.request().headers()['authorization'] ?? 'no token')
    await route.abort()
  })
  await page.goto('/app/team')
  await expect(page.getByRole('row', { name: /admin@acme\.test/ })).toBeVisible()
  expect(sent).toEqual([])
  await context.close()
})
