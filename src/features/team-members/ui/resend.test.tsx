import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { db } from '../../../../mock-api/db'
import { server } from '../../../../tests/msw-server'
import { countApiCalls } from '../../../../tests/requests'
import { findRow, openTeamAsAdmin, queryRow } from '../../../../tests/team-table'

const EXPIRED = 'former.contractor@acme.test'

describe('resending an invitation (TEAM-22)', () => {
  it('revokes and invites again with the same role, says so, and shows no seat message', async () => {
    const count = countApiCalls()
    const { user } = await openTeamAsAdmin('/app/team', EXPIRED)
    const orgReads = count('GET /')
    await user.click(
      within(await findRow(EXPIRED)).getByRole('button', { name: `Resend ${EXPIRED}` }),
    )
    expect(await screen.findByText(`Invitation sent again to ${EXPIRED}`)).toBeInTheDocument()
    const row = await findRow(EXPIRED)
    await waitFor(() => expect(within(row).getByText('expires in 30 days')).toBeInTheDocument())
    expect(within(row).getByText('Pending')).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: /^Resend/ })).not.toBeInTheDocument()
    // The pressed button went with the old invitation: the keyboard goes on from the new row's
    // Revoke, not from <body> or the top of the page.
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: `Revoke ${EXPIRED}` })).toHaveFocus(),
    )
    expect(count(`DELETE /invitations/${EXPIRED}`)).toBe(1)
    expect(count('POST /invitations')).toBe(1)
    expect(db.invitations.find((i) => i.email === EXPIRED)?.role).toBe('member')
    expect(screen.queryByText(/You will be billed/)).not.toBeInTheDocument()
    expect(screen.queryByText(/Revoked invitation/)).not.toBeInTheDocument()
    await waitFor(() => expect(count('GET /')).toBe(orgReads + 1))
  })

  it('keeps the address as "Not sent" when the re-invite fails, through a refetch, and Retry sends it', async () => {
    const count = countApiCalls()
    server.use(
      http.post('*/api/v1/enterprise/invitations', () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    )
    const { user, queryClient } = await openTeamAsAdmin('/app/team', EXPIRED)
    await user.click(
      within(await findRow(EXPIRED)).getByRole('button', { name: `Resend ${EXPIRED}` }),
    )
    expect((await screen.findAllByText('Failed to invite users')).length).toBeGreaterThan(0)
    let row = await findRow(EXPIRED)
    expect(within(row).getByText('Not sent')).toBeInTheDocument()
    expect(within(row).getByText('Member')).toBeInTheDocument()
    // The revoked invitation is gone from the server; a refetch of the lists keeps the row.
    await queryClient.invalidateQueries({ queryKey: ['invites'] })
    await queryClient.invalidateQueries({ queryKey: ['members'] })
    row = await findRow(EXPIRED)
    expect(within(row).getByText('Not sent')).toBeInTheDocument()

    server.resetHandlers()
    await user.click(within(row).getByRole('button', { name: `Retry ${EXPIRED}` }))
    expect(await screen.findByText(`Invitation sent again to ${EXPIRED}`)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument())
    expect(within(await findRow(EXPIRED)).getByText('expires in 30 days')).toBeInTheDocument()
    // Retry only invites: the invitation had already been revoked.
    expect(count(`DELETE /invitations/${EXPIRED}`)).toBe(1)
    expect(count('POST /invitations')).toBe(2)
  })

  it('sends once for a double click on Resend, and on Retry of a not-sent row (VAL-4)', async () => {
    const count = countApiCalls()
    server.use(
      http.post('*/api/v1/enterprise/invitations', () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    )
    await openTeamAsAdmin('/app/team', EXPIRED)
    const resend = within(await findRow(EXPIRED)).getByRole('button', { name: `Resend ${EXPIRED}` })
    act(() => {
      resend.click()
      resend.click()
    })
    // The row becomes a not-sent row (a new element).
    await waitFor(() =>
      expect(within(queryRow(EXPIRED)!).getByText('Not sent')).toBeInTheDocument(),
    )
    const row = await findRow(EXPIRED)
    expect(count(`DELETE /invitations/${EXPIRED}`)).toBe(1)
    expect(count('POST /invitations')).toBe(1)

    server.resetHandlers()
    const retry = within(row).getByRole('button', { name: `Retry ${EXPIRED}` })
    act(() => {
      retry.click()
      retry.click()
    })
    expect(await screen.findByText(`Invitation sent again to ${EXPIRED}`)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument())
    expect(count('POST /invitations')).toBe(2)
    expect(screen.queryByText('User already invited')).not.toBeInTheDocument()
  })

  it("changes nothing and says 'Failed to delete invite' when the revoke fails", async () => {
    server.use(
      http.delete('*/api/v1/enterprise/invitations/:email', () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    )
    const { user } = await openTeamAsAdmin('/app/team', EXPIRED)
    await user.click(
      within(await findRow(EXPIRED)).getByRole('button', { name: `Resend ${EXPIRED}` }),
    )
    expect(await screen.findByText('Failed to delete invite')).toBeInTheDocument()
    expect(within(await findRow(EXPIRED)).getByText('Expired')).toBeInTheDocument()
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument()
  })

  it('discards a not-sent address', async () => {
    server.use(
      http.post('*/api/v1/enterprise/invitations', () =>
        HttpResponse.json({ detail: 'x', code: 'stripe_error' }, { status: 400 }),
      ),
    )
    const { user } = await openTeamAsAdmin('/app/team', EXPIRED)
    await user.click(
      within(await findRow(EXPIRED)).getByRole('button', { name: `Resend ${EXPIRED}` }),
    )
    const row = await findRow(EXPIRED)
    await waitFor(() => expect(within(row).getByText('Not sent')).toBeInTheDocument())
    expect(within(row).getByText('Stripe error, message our team')).toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: `Discard ${EXPIRED}` }))
    await waitFor(() => expect(queryRow(EXPIRED)).not.toBeInTheDocument())
  })
})
