import { expect, test } from '@playwright/test'
import config from '../../playwright.config'
import { addFault, resetDemo, signIn } from './support'

// Chromium's popup blocker on, as users have it (Playwright turns it off): a window.open made
// once the press's user activation has lapsed (about 5 s) is blocked.
test.use({
  launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--disable-popup-blocking'] },
})

test.beforeEach(async ({ request }) => resetDemo(request))

test('a billing portal that answers after 6.5 s still opens in its new tab (BILL-9)', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, 'admin@acme.test')
  await page.goto('/app/settings/billing')
  const manage = page.getByRole('button', { name: 'Manage Subscription' })
  await expect(manage).toBeEnabled()
  await addFault(request, { path: '/api/v1/payment/enterprise-portal', delayMs: 6500, times: 1 })
  const portal = context.waitForEvent('page', { timeout: 12_000 })
  await manage.click()
  const tab = await portal
  await expect(tab).toHaveURL(/\/demo\/billing-portal\?org=/, { timeout: 12_000 })
})
