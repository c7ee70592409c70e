import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { db, findUserByEmail, membersOf } from '../../../../mock-api/db'
import { memberView } from '../../../../mock-api/views'
import { server } from '../../../../tests/msw-server'
import type { renderApp } from '../../../../tests/render'
import { countOrganisationReads, RATE_LIMITED_TEXT, rateLimited } from '../../../../tests/requests'
import {
  findRow,
  openTeamAsAdmin,
  queryRow,
  selectionBar,
  selectRows,
} from '../../../../tests/team-table'
import { hold } from '../../../../tests/hold'

type User = Awaited<ReturnType<typeof renderApp>>['user']

const LAST_ADMIN = 'The last admin cannot be demoted or removed. Make someone else an admin first.'

async function runAndFinish(user: User, confirmName: string, title: string) {
  const confirm = await screen.findByRole('dialog', { name: title })
  await user.click(within(confirm).getByRole('button', { name: confirmName }))
}

async function results(title: string) {
  const run = await screen.findByRole('dialog', { name: title })
  await waitFor(() => expect(within(run).getByRole('button', { name: 'Close' })).toBeEnabled())
  const list = within(run).getByRole('list', { name: 'Results' })
  return {
    run,
    of: (email: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((li) => within(li).queryByText(email))?.textContent ?? '',
  }
}

describe('bulk actions (TEAM-25)', () => {
  it('cancelling the confirmation gives the focus back to the action in the bar', async () => {
    const { user } = await openTeamAsAdmin()
    await selectRows(user, 'new.hire@acme.test', 'sales@acme.test')
    await user.click(within(selectionBar()).getByRole('button', { name: 'Revoke 2 invitations' }))
    await screen.findByRole('dialog', { name: /Revoke 2 invitations/ })
    await user.keyboard('{Escape}')
    await waitFor(() =>
      expect(
        within(selectionBar()).getByRole('button', { name: 'Revoke 2 invitations' }),
      ).toHaveFocus(),
    )
  })

  it('revokes many invitations after one confirmation, with a partial failure and Retry failed', async () => {
    let failOnce = true
    server.use(
      http.delete('*/api/v1/enterprise/invitations/:email', ({ params }) => {
        if (params.email === 'designer@acme.test' && failOnce) {
          failOnce = false
          return HttpResponse.json({ detail: 'boom' }, { status: 500 })
        }
        return undefined
      }),
    )
    const reads = countOrganisationReads()
    const { user } = await openTeamAsAdmin()
    await selectRows(user, 'new.hire@acme.test', 'designer@acme.test', 'sales@acme.test')
    const before = reads.count
    await user.click(within(selectionBar()).getByRole('button', { name: 'Revoke 3 invitations' }))
    await runAndFinish(user, 'Revoke', 'Revoke 3 invitations')
    const { run, of } = await results('Revoking invitations')
    expect(within(run).getByText('3 of 3, 1 failed')).toBeInTheDocument()
    expect(of('new.hire@acme.test')).toContain(
      'Revoked invitation: Your billing plan will be updated next cycle',
    )
    expect(of('designer@acme.test')).toContain('Failed to delete invite')
    await waitFor(() => expect(reads.count).toBe(before + 1))
    expect(queryRow('new.hire@acme.test')).not.toBeInTheDocument()
    expect(queryRow('designer@acme.test')).toBeInTheDocument()
    // Only the failed row stays selected (the page sits behind the modal dialog).
    expect(
      within(await findRow('designer@acme.test')).getByRole('checkbox', { hidden: true }),
    ).toBeChecked()

    await user.click(within(run).getByRole('button', { name: 'Retry failed' }))
    await waitFor(() => expect(of('designer@acme.test')).toContain('Revoked invitation'))
    await user.click(within(run).getByRole('button', { name: 'Close' }))
    expect(queryRow('designer@acme.test')).not.toBeInTheDocument()
    expect(db.invitations.some((i) => i.email === 'designer@acme.test')).toBe(false)
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument()
  })

  it("gives a rate-limited row HTTP-9's text, not the generic failure", async () => {
    server.use(
      http.delete('*/api/v1/enterprise/invitations/:email', ({ params }) =>
        params.email === 'designer@acme.test' ? rateLimited() : undefined,
      ),
    )
    const { user } = await openTeamAsAdmin()
    await selectRows(user, 'new.hire@acme.test', 'designer@acme.test')
    await user.click(within(selectionBar()).getByRole('button', { name: 'Revoke 2 invitations' }))
    await runAndFinish(user, 'Revoke', 'Revoke 2 invitations')
    const { run, of } = await results('Revoking invitations')
    expect(within(run).getByText('2 of 2, 1 failed')).toBeInTheDocument()
    expect(of('designer@acme.test')).toContain(RATE_LIMITED_TEXT)
    expect(of('designer@acme.test')).not.toContain('Failed to delete invite')
  })

  it('reads the rows Stop kept from starting as "Not sent", not as failures', async () => {
    const template = db.invitations.find((i) => i.email === 'new.hire@acme.test')!
    const extra = Array.from({ length: 5 }, (_, i) => `stop.${i}@acme.test`)
    for (const email of extra) db.invitations.push({ ...template, email })
    const gate = hold()
    const deletes: string[] = []
    server.use(
      http.delete('*/api/v1/enterprise/invitations/:email', async ({ params }) => {
        deletes.push(String(params.email))
        await gate.wait()
      }),
    )
    const { user } = await openTeamAsAdmin()
    await selectRows(user, 'new.hire@acme.test', ...extra)
    await user.click(within(selectionBar()).getByRole('button', { name: 'Revoke 6 invitations' }))
    await runAndFinish(user, 'Revoke', 'Revoke 6 invitations')
    const run = await screen.findByRole('dialog', { name: 'Revoking invitations' })
    await waitFor(() => expect(deletes).toHaveLength(4))
    await user.click(within(run).getByRole('button', { name: 'Stop' }))
    gate.release()
    const { of } = await results('Revoking invitations')
    const texts = ['new.hire@acme.test', ...extra].map(of)
    expect(texts.filter((t) => t.includes('Not sent'))).toHaveLength(2)
    expect(texts.filter((t) => t.includes('Revoked invitation'))).toHaveLength(4)
    expect(texts.some((t) => t.includes('Failed to delete invite'))).toBe(false)
    expect(deletes).toHaveLength(4)
  })

  it('removes many members with the spec messages per row', async () => {
    server.use(
      http.delete('*/api/v1/enterprise/members/:userId', ({ params }) =>
        params.userId === findUserByEmail('member@acme.test')?.id
          ? HttpResponse.json({ detail: 'boom' }, { status: 500 })
          : undefined,
      ),
    )
    const { user } = await openTeamAsAdmin()
    await selectRows(user, 'dev@acme.test', 'member@acme.test')
    await user.click(within(selectionBar()).getByRole('button', { name: 'Remove 2 members' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove 2 members' })
    expect(confirm).toHaveTextContent('Their seats stay billed until the next cycle.')
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    const { of } = await results('Removing members')
    expect(of('dev@acme.test')).toContain('Removed user')
    expect(of('member@acme.test')).toContain('Failed to remove user')
    expect(queryRow('dev@acme.test')).not.toBeInTheDocument()
    expect(queryRow('member@acme.test')).toBeInTheDocument()
  })

  it('changes many roles, skipping those who already have it', async () => {
    server.use(
      http.patch('*/api/v1/enterprise/members/:userId', ({ params }) =>
        params.userId === findUserByEmail('legacy@acme.test')?.id
          ? HttpResponse.json({ detail: 'boom' }, { status: 500 })
          : undefined,
      ),
    )
    const { user } = await openTeamAsAdmin()
    await selectRows(user, 'ops@acme.test', 'dev@acme.test', 'legacy@acme.test')
    await user.click(within(selectionBar()).getByRole('button', { name: /Change role/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Make Admin' }))
    const confirm = await screen.findByRole('dialog', { name: 'Change the role of 2 members' })
    expect(confirm).toHaveTextContent('ops@acme.test: Already Admin')
    await user.click(within(confirm).getByRole('button', { name: 'Make Admin' }))
    const { of, run } = await results('Changing roles')
    expect(of('dev@acme.test')).toContain('Updated role')
    expect(of('legacy@acme.test')).toContain('Failed to update user')
    await user.click(within(run).getByRole('button', { name: 'Close' }))
    expect(
      within(await findRow('dev@acme.test')).getByRole('combobox', {
        name: 'Role for dev@acme.test',
      }),
    ).toHaveDisplayValue('Admin')
  })
})

describe('the last admin (TEAM-10, TEAM-25)', () => {
  // A list in which ops@ is the one admin (say another admin just demoted you): the client
  // guard alone keeps ops@, as the server would still allow it.
  function opsIsTheOnlyAdmin() {
    const orgId = findUserByEmail('admin@acme.test')!.orgId!
    server.use(
      http.get('*/api/v1/enterprise/members', () =>
        HttpResponse.json({
          members: membersOf(orgId).map((u) =>
            u.email === 'admin@acme.test' ? { ...memberView(u), role: 'member' } : memberView(u),
          ),
        }),
      ),
    )
  }

  it('can be neither removed nor demoted alone', async () => {
    opsIsTheOnlyAdmin()
    await openTeamAsAdmin()
    const row = await findRow('ops@acme.test')
    expect(within(row).getByText('Last admin')).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: 'Remove ops@acme.test' })).toBeDisabled()
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument()
  })

  it('is left out of a bulk removal or demotion, with the reason shown before confirming', async () => {
    opsIsTheOnlyAdmin()
    const { user } = await openTeamAsAdmin()
    await selectRows(user, 'ops@acme.test', 'dev@acme.test')
    await user.click(within(selectionBar()).getByRole('button', { name: 'Remove 2 members' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove 1 member' })
    expect(confirm).toHaveTextContent(`ops@acme.test: ${LAST_ADMIN}`)
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    const { of, run } = await results('Removing members')
    expect(of('dev@acme.test')).toContain('Removed user')
    expect(within(run).queryByText('ops@acme.test')).not.toBeInTheDocument()
    await user.click(within(run).getByRole('button', { name: 'Close' }))
    expect(queryRow('ops@acme.test')).toBeInTheDocument()

    await user.click(within(selectionBar()).getByRole('button', { name: /Change role/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Make Member' }))
    const demote = await screen.findByRole('dialog', { name: 'Change the role of 0 members' })
    expect(demote).toHaveTextContent(`ops@acme.test: ${LAST_ADMIN}`)
    expect(within(demote).getByRole('button', { name: 'Make Member' })).toBeDisabled()
  })
})
