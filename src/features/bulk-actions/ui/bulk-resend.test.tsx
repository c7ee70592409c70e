import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { countApiCalls } from '../../../../tests/requests'
import { addExpiredInvites, findRow, openTeamAsAdmin } from '../../../../tests/team-table'

const EXPIRED = 'former.contractor@acme.test'

describe('resend all expired (TEAM-22, TEAM-25)', () => {
  it('resends every expired invitation with progress and a result per address, then Retry failed', async () => {
    addExpiredInvites('gone.one@acme.test', 'gone.two@acme.test')
    const count = countApiCalls()
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
    const { user } = await openTeamAsAdmin('/app/team', EXPIRED)
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
    addExpiredInvites('gone.one@acme.test')
    let fail = true
    server.use(
      http.post('*/api/v1/enterprise/invitations', () =>
        fail ? HttpResponse.json({ detail: 'boom' }, { status: 500 }) : undefined,
      ),
    )
    const { user } = await openTeamAsAdmin('/app/team', EXPIRED)
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
