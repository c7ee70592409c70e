import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { countOrganisationReads, recordRequests } from '../../../../tests/requests'
import { findRow, openTeamAsAdmin, queryRow } from '../../../../tests/team-table'

describe('removing a member', () => {
  it("confirms, removes the row, says 'Removed user' and refreshes the seats", async () => {
    const reads = countOrganisationReads()
    const { user } = await openTeamAsAdmin()
    const before = reads.count
    await user.click(
      within(await findRow('dev@acme.test')).getByRole('button', { name: 'Remove dev@acme.test' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' })
    expect(dialog).toHaveTextContent('Dee Developer (dev@acme.test)')
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Removed user')).toBeInTheDocument()
    expect(queryRow('dev@acme.test')).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // The keyboard goes on from where the row was: the next row's selection box.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select member@acme.test' })).toHaveFocus(),
    )
    expect(await screen.findByText('Using 8 of 9 billed seats')).toBeInTheDocument()
    expect(reads.count).toBeGreaterThan(before)
  })

  it('removes once for a double click on the confirm (VAL-4)', async () => {
    const deletes = recordRequests((r) => (r.method === 'DELETE' ? r.url : undefined))
    const { user } = await openTeamAsAdmin()
    await user.click(
      within(await findRow('dev@acme.test')).getByRole('button', { name: 'Remove dev@acme.test' }),
    )
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove member' })).getByRole(
      'button',
      { name: 'Remove' },
    )
    // Both clicks land before the first has rendered its busy state.
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    expect(await screen.findByText('Removed user')).toBeInTheDocument()
    expect(deletes).toHaveLength(1)
  })

  it('cancelling keeps the member', async () => {
    const { user } = await openTeamAsAdmin()
    await user.click(
      within(await findRow('dev@acme.test')).getByRole('button', { name: 'Remove dev@acme.test' }),
    )
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(queryRow('dev@acme.test')).toBeInTheDocument()
  })

  it("keeps the row and says 'Failed to remove user' on failure", async () => {
    server.use(
      http.delete('*/api/v1/enterprise/members/:userId', () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    )
    const { user } = await openTeamAsAdmin()
    await user.click(
      within(await findRow('dev@acme.test')).getByRole('button', { name: 'Remove dev@acme.test' }),
    )
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    )
    expect(await screen.findByText('Failed to remove user')).toBeInTheDocument()
    expect(queryRow('dev@acme.test')).toBeInTheDocument()
    expect(screen.getByText('Using 9 of 9 billed seats')).toBeInTheDocument()
  })

  it('passes on the refusal to remove yourself', async () => {
    server.use(
      http.delete('*/api/v1/enterprise/members/:userId', () =>
        HttpResponse.json(
          { detail: 'You cannot remove yourself from the team', code: 'cannot_remove_self' },
          { status: 400 },
        ),
      ),
    )
    const { user } = await openTeamAsAdmin()
    await user.click(
      within(await findRow('dev@acme.test')).getByRole('button', { name: 'Remove dev@acme.test' }),
    )
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    )
    expect(await screen.findByText('You cannot remove yourself from the team')).toBeInTheDocument()
  })
})

describe('revoking an invitation', () => {
  it('confirms, removes the row, says so and refreshes the seats', async () => {
    const reads = countOrganisationReads()
    const { user } = await openTeamAsAdmin()
    const before = reads.count
    await user.click(
      within(await findRow('new.hire@acme.test')).getByRole('button', {
        name: 'Revoke new.hire@acme.test',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' })
    expect(dialog).toHaveTextContent('new.hire@acme.test')
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }))
    expect(
      await screen.findByText('Revoked invitation: Your billing plan will be updated next cycle'),
    ).toBeInTheDocument()
    expect(queryRow('new.hire@acme.test')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select sales@acme.test' })).toHaveFocus(),
    )
    expect(await screen.findByText('Using 8 of 9 billed seats')).toBeInTheDocument()
    expect(reads.count).toBeGreaterThan(before)
  })

  it("keeps the row and says 'Failed to delete invite' on failure", async () => {
    server.use(
      http.delete('*/api/v1/enterprise/invitations/:email', () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    )
    const { user } = await openTeamAsAdmin()
    await user.click(
      within(await findRow('new.hire@acme.test')).getByRole('button', {
        name: 'Revoke new.hire@acme.test',
      }),
    )
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }),
    )
    expect(await screen.findByText('Failed to delete invite')).toBeInTheDocument()
    expect(queryRow('new.hire@acme.test')).toBeInTheDocument()
  })
})
