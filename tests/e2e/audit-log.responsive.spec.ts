import { expect, test } from '@playwright/test'
import { checkDialog, checkPage, checkView } from './fit'
import { resetDemo, signIn } from './support'

// The phone project (each view at 390 and 768 px): the audit log's page comes from the derived
// list (responsive.spec.ts); here what it opens. AUDIT-10: rows are cards, the filters stack,
// nothing scrolls sideways.

test.beforeEach(async ({ request }) => resetDemo(request))

test('admin@acme.test: the audit log, its custom dates and an event’s details fit (AUDIT-8, AUDIT-10)', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test')
  await checkPage(page, '/app/audit-log?range=custom')
  await expect(page.getByLabel('First day')).toBeVisible()
  await checkView(page, 'audit log: custom dates')
  const first = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').first()
  // The dialog is named by the event's action, whichever is newest.
  await checkDialog(page, first.getByRole('button'), /\S/)
})

test('member@acme.test: the audit log’s refusal fits (AUDIT-9)', async ({ page }) => {
  await signIn(page, 'member@acme.test')
  await checkPage(page, '/app/audit-log')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Only organization admins can see the audit log.',
  )
})
