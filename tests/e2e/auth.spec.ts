import { expect, test } from '@playwright/test'
import { PASSWORD, addFault, expectAccessible, resetDemo, signInWithForm } from './support'

test.beforeEach(async ({ request }) => resetDemo(request))

test('admin@acme.test signs in to the organisation settings and logs out', async ({ page }) => {
  await signInWithForm(page, 'admin@acme.test')
  await expect(page).toHaveURL(/\/app\/settings\/organization$/)
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByText('Admin Portal'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menu')).toContainText('admin@acme.test')
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([])
})

test('joiner@acme.test lands on /get-started and billing@initech.test on /payment', async ({
  page,
}) => {
  await signInWithForm(page, 'joiner@acme.test')
  await expect(page).toHaveURL(/\/get-started$/)
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await signInWithForm(page, 'billing@initech.test')
  await expect(page).toHaveURL(/\/payment$/)
})

test('a provider round trip signs in and leaves no token in the address bar', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page).toHaveURL(/\/google\/sign_in/)
  await page
    .getByRole('button', { name: /google\.user@acme\.test/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/(get-started|app)/)
  expect(page.url()).not.toContain('token')
})

test('an unknown e-mail signs up and reaches verify mode', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('newcomer@umbrella.test')
  await page.getByLabel('Password').fill('secret123')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '')
  await expectAccessible(page)
  await page.getByLabel('Full name').fill('New Comer')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expectAccessible(page)
})

test('an unverified account resends its verification e-mail from the login form', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('unverified@acme.test')
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(/requires verification/)).toBeVisible()
  await page.getByRole('button', { name: 'Resend verification email' }).click()
  await expect(page.getByText('Verification email sent successfully')).toBeVisible()
  await expectAccessible(page)
})

test('login modes and forgot password are accessible', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Single Sign-on' }).click()
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible()
  await expectAccessible(page)
  await page.goto('/forgot-password')
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await expectAccessible(page)
})

test('the SSO form, its code fetched while the button is pointed at, shows at once: no spinner', async ({
  page,
}) => {
  await page.goto('/login')
  const sso = page.getByRole('button', { name: 'Single Sign-on' })
  const code = page.waitForResponse((response) => /\/sso-form-[^/]*\.js$/.test(response.url()))
  await sso.hover()
  // Evaluated once it has come (a module runs once): what the press then finds.
  await page.evaluate((url) => import(url).then(() => undefined), (await code).url())
  // Any "Loading…" the mode shows on its way in, seen by the page itself.
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('[role="status"]')?.textContent?.includes('Loading'))
        (window as { spinnerSeen?: boolean }).spinnerSeen = true
    }).observe(document.body, { childList: true, subtree: true })
  })
  await sso.click()
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible()
  expect(
    await page.evaluate(() => (window as { spinnerSeen?: boolean }).spinnerSeen),
  ).toBeUndefined()
})

test('unknown /app paths show Not found', async ({ page }) => {
  await signInWithForm(page, 'admin@acme.test')
  await page.goto('/app/nowhere')
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible()
})

test('every seeded password account signs in through the real auth client', async ({ page }) => {
  const landings: [string, RegExp][] = [
    ['admin@acme.test', /\/app\//],
    ['member@acme.test', /\/app\//],
    ['joiner@acme.test', /\/get-started$/],
    ['founder@umbrella.test', /\/get-started$/],
    ['billing@initech.test', /\/payment$/],
    ['admin@globex.test', /\/payment$/],
    ['staff@flow.test', /\/app\//],
    ['intern@flow.test', /\/app\//],
    ['someone@gmail.com', /\/get-started$/],
    ['bigadmin@bigcorp.test', /\/app\//],
  ]
  for (const [email, landing] of landings) {
    await signInWithForm(page, email)
    await expect(page, email).toHaveURL(landing)
    await page.evaluate(() => localStorage.clear())
    await page.context().clearCookies()
  }
})

test('a pressed submit button keeps the keyboard while its request goes (UX-14)', async ({
  page,
  request,
}) => {
  await addFault(request, { path: '/email/request-reset-password', delayMs: 1500, times: 1 })
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill('admin@acme.test')
  const send = page.getByRole('button', { name: 'Send reset email' })
  await send.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: /Sending/ })).toBeFocused()
  await expect(page.getByText('Check your inbox for a link to reset your password.')).toBeVisible()
  await expect(send).toBeFocused()
})

test('after signing in the keyboard goes on from the page; a cold load keeps the skip link first', async ({
  page,
}) => {
  await signInWithForm(page, 'admin@acme.test', PASSWORD, 'Enter')
  await expect(page).toHaveURL(/\/app\/settings\/organization$/)
  // The field that held the focus is gone: the new page's main region takes it, not <body>.
  await expect(page.getByRole('main')).toBeFocused()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
})

test('a cold /login moves no focus: the first Tab reaches its first control (UX-14)', async ({
  page,
}) => {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeFocused()
})

test('offline, signing in and asking for a reset fail at once with their messages', async ({
  page,
  context,
}) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('admin@acme.test')
  await page.getByLabel('Password').fill('demo1234')
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Failed to check user status. Please try again.')).toBeVisible()
  await expect(page.getByLabel('Password')).toHaveValue('demo1234')
  await context.setOffline(false)
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill('admin@acme.test')
  await context.setOffline(true)
  await page.getByRole('button', { name: /Send/ }).click()
  await expect(page.getByText('Failed to send reset email')).toBeVisible()
  await context.setOffline(false)
})

test('a login mode whose code fails to download says so in the card; Back keeps what was typed', async ({
  page,
}) => {
  await page.goto('/login')
  await page.route(/\/assets\/sign-up-form-[\w-]+\.js$/, (route) => route.abort())
  await page.getByLabel('Email').fill('newcomer@umbrella.test')
  await page.getByLabel('Password').fill('secret123')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('An unexpected error occurred')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('Email')).toHaveValue('newcomer@umbrella.test')
  await expect(page.getByLabel('Password')).toHaveValue('secret123')
  // Reload asks for the code again (the browser keeps a failed import failed).
  await page.unroute(/\/assets\/sign-up-form-[\w-]+\.js$/)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: 'Reload' }).click()
  await page.getByLabel('Email').fill('newcomer@umbrella.test')
  await page.getByLabel('Password').fill('secret123')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByLabel('Full name')).toBeVisible()
})
