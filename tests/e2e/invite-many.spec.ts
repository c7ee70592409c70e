import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, resetDemo, signIn } from './support'

test.beforeEach(async ({ request }) => resetDemo(request))

const teamTable = (page: Page) => page.getByRole('table', { name: 'Members and invitations' })
/** The row showing exactly this address (hasText alone ignores case). */
const row = (scope: ReturnType<Page['getByRole']>, email: string) =>
  scope.getByRole('row').filter({ hasText: new RegExp(email.replace(/[.]/g, '\\.')) })

async function openTeam(page: Page) {
  await signIn(page, 'admin@acme.test')
  await page.goto('/app/team')
  await expect(page.getByRole('heading', { name: 'Add your team' })).toBeVisible()
}

async function openInviteMany(page: Page) {
  await page.getByRole('button', { name: 'Invite many' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite many people' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('an admin pastes a mixed list, checks it, sends it and sees the new invitations', async ({
  page,
}) => {
  await openTeam(page)
  await expect(page.getByRole('meter', { name: 'Seats in use' })).toHaveAttribute(
    'aria-valuenow',
    '9',
  )
  const dialog = await openInviteMany(page)
  await dialog
    .getByLabel('Email addresses')
    .fill(
      'e2e.one@acme.test, "Two, Ann" <e2e.two@acme.test>; not-an-email\nDEV@acme.test\nnew.hire@acme.test e2e.one@ACME.test',
    )
  await dialog.getByRole('button', { name: 'Check addresses' }).click()

  const check = dialog.getByRole('table', { name: 'Addresses to check' })
  await expect(dialog.getByText('6 addresses: 2 ready, 4 will not be sent')).toBeVisible()
  await expect(dialog.getByText('You will be billed for 2 extra users')).toBeVisible()
  await expect(row(check, 'not-an-email')).toContainText('Please enter a valid email')
  await expect(row(check, 'DEV@acme.test')).toContainText('User already in team')
  await expect(row(check, 'new.hire@acme.test')).toContainText('User already invited')
  await expect(row(check, 'e2e.one@ACME.test')).toContainText('Listed twice')
  await expect(row(check, 'e2e.two@acme.test')).toContainText('Two, Ann')
  await expectAccessible(page)

  await dialog.getByRole('button', { name: 'Send 2 invitations' }).click()
  await expect(
    page.getByText('Invited 2 people! You will be billed for 2 extra users'),
  ).toBeVisible()
  const results = dialog.getByRole('table', { name: 'Invitation results' })
  await expect(row(results, 'e2e.one@acme.test')).toContainText('Invited')
  await expect(row(results, 'e2e.two@acme.test')).toContainText('Invited')
  await expect(dialog.getByRole('progressbar', { name: 'Sending invitations' })).toHaveAttribute(
    'aria-valuenow',
    '2',
  )
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()

  await expect(row(teamTable(page), 'e2e.one@acme.test')).toContainText('Pending')
  await expect(row(teamTable(page), 'e2e.two@acme.test')).toContainText('Pending')
  await expect(page.getByText('Using 11 of 11 billed seats')).toBeVisible()
  await expect(page.getByText('6 pending invitations')).toBeVisible()
  await expect(page.getByRole('meter', { name: 'Seats in use' })).toHaveAttribute(
    'aria-valuenow',
    '11',
  )
})

test('the dialog and its check fit a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openTeam(page)
  const dialog = await openInviteMany(page)
  await dialog
    .getByLabel('Email addresses')
    .fill(
      `"A rather long name, for wrapping" <${'very.long.address.that.needs.wrapping'.repeat(2)}@acme.test>, x`,
    )
  await dialog.getByRole('button', { name: 'Check addresses' }).click()
  await expect(dialog.getByRole('table', { name: 'Addresses to check' })).toBeVisible()
  const overflow = await dialog.evaluate((el) => ({
    dialog: el.scrollWidth - el.clientWidth,
    page: document.documentElement.scrollWidth - window.innerWidth,
  }))
  expect(overflow).toEqual({ dialog: 0, page: 0 })
  await expectAccessible(page)
})

test.describe('a 500-row paste', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  // Measured on a quiet machine: no task over 70 ms (170 with the other worker on the second
  // core). The bound only catches a freeze: a controlled textarea cost 650+ ms on a quiet one.
  test('is read and checked without freezing the page', async ({ page }) => {
    await openTeam(page)
    const dialog = await openInviteMany(page)
    const list = Array.from({ length: 500 }, (_, i) => `bulk.${i}@acme.test`).join('\n')
    await page.evaluate((text) => navigator.clipboard.writeText(text), list)
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] }
      w.longTasks = []
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) w.longTasks.push(Math.round(entry.duration))
      }).observe({ type: 'longtask' })
    })
    // A real paste: Playwright's fill types through the IME path, which is slow by itself.
    await dialog.getByLabel('Email addresses').focus()
    await page.keyboard.press('ControlOrMeta+V')
    await dialog.getByRole('button', { name: 'Check addresses' }).click()
    await expect(dialog.getByText('You will be billed for 500 extra users')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Send 500 invitations' })).toBeVisible()
    const tasks = await page.evaluate(
      () => (window as unknown as { longTasks: number[] }).longTasks,
    )
    test.info().annotations.push({ type: 'long tasks (ms)', description: JSON.stringify(tasks) })
    expect(Math.max(0, ...tasks)).toBeLessThan(500)
  })
})
