import { expect, test, type APIRequestContext } from '@playwright/test'
import { PASSWORD, resetDemo } from './support'

/** Issue 42 in a browser: cross-site demo controls (SEC-9). */

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
