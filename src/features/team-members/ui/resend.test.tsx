import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { db } from '../../../../mock-api/db'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { findRow, queryRow } from '../../../../tests/team-table'

const EXPIRED = 'former.contractor@acme.test'

/** Counts calls to the API by "METHOD /path" (path after /api/v1/enterprise). */
function countCalls() {
  const calls: string[] = []
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname
    if (path.startsWith('/api/v1/enterprise'))
      calls.push(
        `${request.method} ${decodeURIComponent(path.slice('/api/v1/enterprise'.length)) || '/'}`,
      )
  })
  return (call: string) => calls.filter((c) => c === call).length
}

/** Adds expired invitations to Acme in the demo backend. */
function addExpired(...emails: string[]) {
  const template = db.invitations.find((i) => i.email === EXPIRED)!
  for (const email of emails) db.invitations.push({ ...template, email })
}

async function openAsAdmin() {
  const view = await renderApp('/app/team', { as: 'admin@acme.test' })
  await findRow(EXPIRED)
  return view
}

describe('resending an invitation (TEAM-22)', () => {
  it('revokes and invites again with the same role, says so, and shows no seat message', async () => {
    const count = countCalls()
    const { user } = await openAsAdmin()
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
    const count = countCalls()
    server.use(
      http.post('*/api/v1/enterprise/invitations', () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    )
    const { user, queryClient } = await openAsAdmin()
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
    const count = countCalls()
    server.use(
      http.post('*/api/v1/enterprise/invitations', () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    )
    await openAsAdmin()
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
    const { user } = await openAsAdmin()
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
    const { user } = await openAsAdmin()
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

describe('resend all expired (TEAM-22, TEAM-25)', () => {
  it('resends every expired invitation with progress and a result per address, then Retry failed', async () => {
    addExpired('gone.one@acme.test', 'gone.two@acme.test')
    const count = countCalls()
    let failOnce = true
    server.use(
      http.post('*/api/v1/enterprise/invitations', async ({ request }) => {
        const body = (await request.clone().json()) as { email: string }
        if (body.email === 'gone.two@acme.test' && failOnce) {
          failOnce = false
          return HttpResponse.json({ detail: 'x', code: 'no_subscription' }, { status: 400 })
        }
        return undefined
      }),
    )
    const { user } = await openAsAdmin()
    const orgReads = count('GET /')
    await user.click(screen.getByRole('button', { name: 'Resend all expired (3)' }))
    const confirm = await screen.findByRole('dialog', { name: 'Resend 3 expired invitations' })
    await user.click(within(confirm).getByRole('button', { name: 'Resend' }))
    const run = await screen.findByRole('dialog', { name: 'Resending invitations' })
    await waitFor(() =>
      expect(within(run).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3'),
    )
    const results = within(run).getByRole('list', { name: 'Results' })
    const result = (email: string) =>
      within(results)
        .getAllByRole('listitem')
        .find((li) => within(li).queryByText(email))?.textContent ?? ''
    expect(result(EXPIRED)).toContain(`Invitation sent again to ${EXPIRED}`)
    expect(result('gone.one@acme.test')).toContain('Invitation sent again to gone.one@acme.test')
    expect(result('gone.two@acme.test')).toContain('No subscription found')
    expect(within(run).getByText('3 of 3, 1 failed')).toBeInTheDocument()
    await waitFor(() => expect(count('GET /')).toBe(orgReads + 1))

    await user.click(within(run).getByRole('button', { name: 'Retry failed' }))
    await waitFor(() =>
      expect(result('gone.two@acme.test')).toContain('Invitation sent again to gone.two@acme.test'),
    )
    expect(within(run).getByText('3 of 3')).toBeInTheDocument()
    // The retry only invited: the revoke had gone through.
    expect(count('DELETE /invitations/gone.two@acme.test')).toBe(1)
    await user.click(within(run).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Resend all expired/ })).not.toBeInTheDocument()
  })
})

describe('retry all not sent (TEAM-22)', () => {
  it('sends every not-sent address again at once', async () => {
    addExpired('gone.one@acme.test')
    let fail = true
    server.use(
      http.post('*/api/v1/enterprise/invitations', () =>
        fail ? HttpResponse.json({ detail: 'boom' }, { status: 500 }) : undefined,
      ),
    )
    const { user } = await openAsAdmin()
    await user.click(screen.getByRole('button', { name: 'Resend all expired (2)' }))
    const confirm = await screen.findByRole('dialog', { name: 'Resend 2 expired invitations' })
    await user.click(within(confirm).getByRole('button', { name: 'Resend' }))
    const run = await screen.findByRole('dialog', { name: 'Resending invitations' })
    await waitFor(() => expect(within(run).getByText('2 of 2, 2 failed')).toBeInTheDocument())
    await user.click(within(run).getByRole('button', { name: 'Close' }))
    expect(await screen.findAllByText('Not sent')).toHaveLength(2)

    fail = false
    await user.click(screen.getByRole('button', { name: 'Retry all not sent (2)' }))
    expect(await screen.findByText('2 invitations sent again')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument())
    expect(
      within(await findRow('gone.one@acme.test')).getByText('expires in 30 days'),
    ).toBeInTheDocument()
  })
})
