import { expect, test, type Page } from '@playwright/test'
import { addFault, expectAccessible, resetDemo, signIn } from './support'

// Issue 39's journeys: BigCorp's usage page, reclaiming three never-active seats, the team
// page's Last active sort, and a server without the extension.

test.beforeEach(async ({ request }) => resetDemo(request))

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const BIG = 'bigadmin@bigcorp.test'

/** Scripts the page asked for, by file name. */
function scripts(page: Page): string[] {
  const names: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') names.push(new URL(r.url()).pathname)
  })
  return names
}

test("BigCorp's usage page: figures, chart, its table and the members (USAGE-5 to USAGE-7)", async ({
  page,
}) => {
  const loaded = scripts(page)
  await signIn(page, BIG)
  await mainNav(page).getByRole('link', { name: 'Usage' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible()
  await expect(page.getByText(/^[\d,]+ of 2,400 billed seats$/)).toBeVisible()
  const chart = page.getByRole('img', { name: 'Active users and words, last 30 days' })
  await expect(chart.locator('canvas').first()).toBeVisible()
  // USAGE-6: the chart's code came with this page, and not before it.
  expect(loaded.filter((s) => s.includes('usage-chart'))).toHaveLength(1)
  const members = page.getByRole('table', { name: 'Members' })
  await expect(members.getByRole('row').nth(1)).toContainText('—')
  await expect(page.getByText('2,000 members', { exact: true })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Show as table' }).click()
  const table = page.getByRole('table', { name: 'Active users and words, last 30 days' })
  await expect(table.getByRole('row')).toHaveCount(31)
  await page.getByRole('link', { name: '180 days' }).click()
  await expect(page).toHaveURL(/range=180/)
  await expect(
    page.getByRole('img', { name: 'Active users and words, last 180 days, by week' }),
  ).toBeVisible()
})

test('the chart code is in no other page’s download (USAGE-6)', async ({ page }) => {
  const loaded = scripts(page)
  await signIn(page, BIG)
  await mainNav(page).getByRole('link', { name: 'Team' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
  await mainNav(page).getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  expect(loaded.filter((s) => s.includes('usage-chart'))).toEqual([])
})

test('reclaiming three never-active members: gone, and the seats match (USAGE-8 to USAGE-10)', async ({
  page,
}) => {
  await signIn(page, BIG)
  await page.goto('/app/usage?reclaim=never')
  const bucket = page.getByRole('list', { name: 'Never active' })
  await expect(page.getByText(/^\d+ joined in the last 14 days and are not listed$/)).toBeVisible()
  const rows = bucket.getByRole('listitem')
  const picked: string[] = []
  for (let i = 0; i < 3; i++) {
    const row = rows.nth(i)
    picked.push((await row.textContent())?.match(/\S+@bigcorp\.test/)?.[0] ?? '')
    await row.getByRole('checkbox').check()
  }
  const dry = page.getByRole('list', { name: 'Dry run' })
  // Enterprise annual, $24 a seat a month; 2,300 seats in use (2,000 members, 300 invitations).
  await expect(dry).toContainText('Remove 3 members')
  await expect(dry).toContainText('Frees 3 seats from the next billing cycle')
  await expect(dry).toContainText('Next invoice: $662,400 → $661,536 (−$864)')
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Remove 3 members' }).click()
  const ask = page.getByRole('dialog', { name: 'Remove 3 members' })
  await expectAccessible(page)
  await ask.getByRole('button', { name: 'Remove', exact: true }).click()
  const results = page.getByRole('list', { name: 'Results' })
  await expect(results.getByText('Removed user')).toHaveCount(3)
  await page.getByRole('button', { name: 'Close' }).click()
  for (const email of picked) await expect(bucket).not.toContainText(email)

  await mainNav(page).getByRole('link', { name: 'Team' }).click()
  await expect(page.getByText('Using 2,297 of 2,400 billed seats').first()).toBeVisible()
  const team = page.getByRole('table', { name: 'Members and invitations' })
  await page.getByLabel('Filter members').fill(picked[0] ?? '')
  await expect(page.getByText('No members or invitations match this filter')).toBeVisible()
  await expect(team.getByRole('row')).toHaveCount(1)
})

test('the team page sorts by Last active, never first (USAGE-11)', async ({ page }) => {
  await signIn(page, 'admin@acme.test')
  await mainNav(page).getByRole('link', { name: 'Team' }).click()
  const table = page.getByRole('table', { name: 'Members and invitations' })
  await table.getByRole('button', { name: 'Last active' }).click()
  await expect(page).toHaveURL(/sort=active/)
  const first = table.getByRole('row').nth(1)
  // Lee Legacy never dictated (USAGE-4): first, with —.
  await expect(first).toContainText('legacy@acme.test')
  await expect(first).toContainText('—')
  await expect(table.getByRole('row').nth(2)).toContainText('member@acme.test')
  await expect(page.getByRole('link', { name: /^Inactive 30\+ days \(\d+\)$/ })).toBeVisible()
})

test('with the extension turned off nothing shows (USAGE-1, USAGE-11)', async ({
  page,
  request,
}) => {
  await addFault(request, { path: '/api/v1/capabilities', status: 404 })
  await addFault(request, { path: '/api/v1/enterprise/usage*', status: 404 })
  await signIn(page, 'admin@acme.test')
  await expect(mainNav(page).getByRole('link', { name: 'Team' })).toBeVisible()
  await expect(mainNav(page).getByRole('link', { name: 'Usage' })).toHaveCount(0)
  await mainNav(page).getByRole('link', { name: 'Team' }).click()
  await expect(page.getByRole('table', { name: 'Members and invitations' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Last active' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Inactive 30\+ days/ })).toHaveCount(0)
  await page.goto('/app/usage')
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible()
})
