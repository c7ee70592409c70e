import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PASSWORD, resetDemo, signIn } from './support'

/** Issue 42 in a browser: cross-site demo controls (SEC-9), forged token links (SESSION-15), Logout (SESSION-16). */

test.beforeEach(async ({ request }) => resetDemo(request))

async function acme(request: APIRequestContext, name?: string): Promise<string> {
  const grant = await request.post('/auth/v1/token?grant_type=password', {
    data: { email: 'admin@acme.test', password: PASSWORD },
  })
  const { access_token } = (await grant.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${access_token}` }
  const res = name
    ? await request.patch('/api/v1/enterprise', { headers, data: { name } })
    : await request.get('/api/v1/enterprise', { headers })
  expect(res.ok()).toBeTruthy()
  return ((await res.json()) as { name: string }).name
}

test('a form on another site that posts to /demo/reset is refused (SEC-9)', async ({
  page,
  request,
  baseURL,
}) => {
  await acme(request, 'Changed by the tester')
  // Another origin (127.0.0.1 is another site than localhost) serving a page that auto-submits.
  const target = new URL('/demo/reset', baseURL).href
  const attacker = new URL('/attacker', baseURL).href.replace('localhost', '127.0.0.1')
  await page.route(attacker, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win a prize</title>
        <form method="post" action="${target}"><input type="hidden" name="back" value="1"></form>
        <script>document.forms[0].submit()</script>`,
    }),
  )
  await page.goto(attacker)
  await expect(page).toHaveURL(target)
  await expect(page.getByRole('heading', { name: 'Request refused' })).toBeVisible()
  await expect(page.getByText('The request came from http://127.0.0.1:')).toBeVisible()
  expect(await acme(request)).toBe('Changed by the tester')

  // The panel's own button still resets (same origin, with its form token).
  await page.goto('/demo/')
  await page.getByRole('button', { name: 'Reset all demo data' }).click()
  await expect(page).toHaveURL(/\/demo\/$/)
  expect(await acme(request)).toBe('Acme Corp')
})

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

test('a link with a forged token for the signed-in user switches nothing and says so (SESSION-15)', async ({
  page,
}) => {
  // The attacker's own, genuine refresh token.
  const grant = await page.request.post('/auth/v1/token?grant_type=password', {
    data: { email: 'member@acme.test', password: PASSWORD },
  })
  const { refresh_token } = (await grant.json()) as { refresh_token: string }
  await signIn(page, 'admin@acme.test')
  const victimId = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('flow-auth') ?? '{}') as { user: { id: string } }).user.id,
  )
  // The victim's own id and e-mail, no expiry, a signature that the auth service never made.
  const forged = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({
    sub: victimId,
    email: 'admin@acme.test',
    role: 'authenticated',
  })}.forged`
  await page.goto(`/login?access_token=${forged}&refresh_token=${refresh_token}`)
  await expect(
    page.getByText('This sign-in link could not be verified, so it was not used'),
  ).toBeVisible()
  await expect(page).not.toHaveURL(/token/)
  await expect(page.getByRole('dialog', { name: 'Switch account?' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByText('admin@acme.test')).toBeVisible()
  await expect(page.getByText('member@acme.test')).toHaveCount(0)
})

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('flow-draft:')))

test('Logout clears the form drafts this tab kept for the user (SESSION-16)', async ({ page }) => {
  await signIn(page, 'admin@acme.test')
  await page.goto('/app/team')
  await page.getByLabel('Email', { exact: true }).fill('halfway@acme.test')
  // Leaving the page keeps the unsent invite as a draft (SESSION-11).
  await page.goto('/app/settings/organization')
  await expect.poll(() => draftKeys(page)).not.toEqual([])
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await draftKeys(page)).toEqual([])
  await signIn(page, 'admin@acme.test')
  await page.goto('/app/team')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('')
})
