import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, resetDemo, signIn } from './support'

test.beforeEach(async ({ request }) => resetDemo(request))

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('staff searches, pages and refreshes the event catalog', async ({ page }) => {
  await signIn(page, 'staff@flow.test')
  await mainNav(page).getByRole('link', { name: 'Event Catalog' }).click()
  await expect(page.getByRole('heading', { name: 'Events Catalog' })).toBeVisible()
  await expect(page.getByText('Showing 50 events (more available)')).toBeVisible()
  await expectAccessible(page)

  // From the keyboard: Load More keeps the focus while it loads, so Enter again loads the next.
  const loadMore = page.getByRole('button', { name: 'Load More' })
  await loadMore.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Showing 100 events (more available)')).toBeVisible()
  await expect(loadMore).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Showing 150 events (more available)')).toBeVisible()

  const search = page.getByRole('searchbox', { name: 'Search events' })
  await search.fill('pa')
  await expect(page.getByText('Type 1 more character to search')).toBeVisible()
  await search.fill('paused')
  await expect(page).toHaveURL(/\/app\/event-catalog\?q=paused$/)
  await expect(page.getByText('Found 50 events matching "paused" (more available)')).toBeVisible()
  await page.getByRole('button', { name: 'Load More' }).click()
  await expect(page.getByText('Found 67 events matching "paused"', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0)

  const card = page.getByRole('article').first()
  await expect(card.locator('mark').first()).toHaveText('paused')
  const eventType = (await card.getByRole('heading').textContent()) ?? ''
  // The fresh copy gains a key, so a replaced card can be told apart from an untouched one.
  const single = (url: URL) =>
    url.pathname.endsWith(`/api/v1/analytics/events-catalog/${encodeURIComponent(eventType)}`)
  await page.route(single, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { items: { event_keys: string[] }[] }
    body.items[0]?.event_keys.push('refreshed_by_e2e')
    await route.fulfill({ response, json: body })
  })
  await card.getByRole('button', { name: `Refresh ${eventType}`, exact: true }).click()
  await expect(card.getByRole('listitem').filter({ hasText: 'refreshed_by_e2e' })).toBeVisible()
  await expect(
    card.getByRole('button', { name: `Refresh ${eventType}`, exact: true }),
  ).toBeEnabled()
  await page.unroute(single)

  // Back to an earlier search: it starts again from page 1 (CAT-4).
  await search.fill('')
  await expect(page.getByText('Showing 50 events (more available)')).toBeVisible()
  await search.fill('paused')
  await expect(page.getByText('Found 50 events matching "paused" (more available)')).toBeVisible()

  // The search lives in the URL: a reload shows the same results.
  await page.reload()
  await expect(search).toHaveValue('paused')
  await expect(page.getByText('Found 50 events matching "paused" (more available)')).toBeVisible()

  await page.getByRole('button', { name: 'Refresh All Events' }).click()
  await expect(
    page.getByText('Refresh started for all events. This takes about 5+ minutes.'),
  ).toBeVisible()
})

test('a long catalog stays virtualised and scrolls to its last card', async ({ page }) => {
  await signIn(page, 'staff@flow.test')
  await page.goto('/app/event-catalog')
  const loadMore = page.getByRole('button', { name: 'Load More' })
  for (const shown of [100, 150, 200, 250]) {
    const before = page.getByText(`Showing ${shown - 50} events (more available)`)
    // The list re-measures as it grows: a click that lands mid-layout is tried again, and only
    // while the previous count still shows, so no page is ever loaded twice.
    await expect(async () => {
      if (await before.isVisible()) await loadMore.click({ timeout: 1_000 })
      await expect(page.getByText(`Showing ${shown} events (more available)`)).toBeVisible({
        timeout: 2_000,
      })
    }).toPass()
  }
  expect(await page.getByRole('article').count()).toBeLessThan(60)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(page.locator('[aria-posinset="250"]')).toBeInViewport()
  await expect(page.getByRole('button', { name: 'Load More' })).toBeInViewport()
})

test('staff sends a notification to listed users and, after confirming, to everyone', async ({
  page,
}) => {
  await signIn(page, 'staff@flow.test')
  await mainNav(page).getByRole('link', { name: 'Notifications' }).click()
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible()

  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Notification type is required')).toBeVisible()

  await page.getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: 'Achievement' }).click()
  await page.getByLabel('Key').fill('streak_7_days')
  await page.getByLabel('Title').fill('A week of dictation')
  await page.getByLabel('Text').fill('You dictated every day this week.')
  await page.getByLabel('Emails').fill('dana@acme.test, sam.taylor@acme.test')
  // The demo backend validates the body (e-mails as an array) and answers how many it reached.
  const created = page.waitForResponse('**/api/v1/notification/internal/create')
  await page.getByRole('button', { name: 'Send' }).click()
  expect(await (await created).json()).toEqual({ sent: 2 })
  const sentToast = page.getByText('Notifications sent successfully')
  await expect(sentToast).toBeVisible()
  // axe below must not catch the toast half-faded (its animation lowers the contrast).
  await expect(sentToast).toBeHidden()

  await page.getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: 'Announcement' }).click()
  await page.getByLabel('Key').fill('spring_launch')
  await page.getByLabel('Title').fill('Spring launch')
  await page.getByLabel('Text').fill('New voice commands are live.')
  await page.getByRole('switch', { name: 'Send to all users' }).click()
  await page.getByRole('button', { name: 'Send' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send to all users?' })
  await expect(dialog).toContainText('cannot be undone')
  await expectAccessible(page)
  const announced = page.waitForResponse('**/api/v1/notification/internal/announce')
  await dialog.getByRole('button', { name: 'Send' }).click()
  expect((await announced).ok()).toBe(true)
  await expect(sentToast).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByLabel('Key')).toHaveValue('')
})

test('admin@acme.test is refused both internal pages and has no menu entries for them', async ({
  page,
}) => {
  const internalCalls: string[] = []
  page.on('request', (req) => {
    if (/\/api\/v1\/(analytics|notification)\//.test(req.url())) internalCalls.push(req.url())
  })
  await signIn(page, 'admin@acme.test')
  await expect(mainNav(page).getByRole('link', { name: 'Team' })).toBeVisible()
  await expect(mainNav(page).getByRole('link', { name: 'Notifications' })).toHaveCount(0)
  await expect(mainNav(page).getByRole('link', { name: 'Event Catalog' })).toHaveCount(0)
  for (const path of ['/app/notifications', '/app/event-catalog']) {
    await page.goto(path)
    await expect(page.getByText('You are not authorized to access this page')).toBeVisible()
  }
  await expect(page.getByRole('searchbox')).toHaveCount(0)
  expect(internalCalls).toEqual([])
})
