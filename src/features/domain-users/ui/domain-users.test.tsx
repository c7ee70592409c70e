import { describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { findRow } from '../../../../tests/team-table'
import { recordRequests } from '../../../../tests/requests'

async function openDomainTab(as: string) {
  const view = await renderApp('/app/team', { as })
  await view.user.click(await screen.findByRole('tab', { name: 'Other users on your domain' }))
  return view
}

describe('other users on your domain', () => {
  it('lists them and invites one in one click', async () => {
    const { user } = await openDomainTab('admin@acme.test')
    const list = await screen.findByRole('list', { name: 'Other users on your domain' })
    expect(within(list).getByText('priya.patel@acme.test')).toBeInTheDocument()
    expect(within(list).getByText('dana@acme.test')).toBeInTheDocument()
    // Unverified accounts are not offered (the server lists verified users only).
    expect(within(list).queryByText('unverified@acme.test')).not.toBeInTheDocument()
    await user.click(within(list).getByRole('button', { name: 'Invite priya.patel@acme.test' }))
    expect(
      await screen.findByText('Invited! You will be billed for 1 extra user'),
    ).toBeInTheDocument()
    expect(await within(list).findByText('Invited')).toBeInTheDocument()
    expect(await screen.findByText('Using 10 of 10 billed seats')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Members' }))
    expect(await findRow('priya.patel@acme.test')).toHaveTextContent('Pending')
  })

  it('draws a domain of thousands 50 at a time, leaving out whoever is in the team in any case', async () => {
    server.use(
      http.get('*/api/v1/enterprise/domain-info', () =>
        HttpResponse.json({
          same_domain_users: [
            // A member, listed in other case: not offered.
            { email: 'ADMIN@acme.test' },
            ...Array.from({ length: 1_234 }, (_, i) => ({ email: `user${i}@acme.test` })),
          ],
        }),
      ),
    )
    const { user } = await openDomainTab('admin@acme.test')
    const list = await screen.findByRole('list', { name: 'Other users on your domain' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(50)
    expect(within(list).queryByText('ADMIN@acme.test')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show 50 more of 1,184' }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(100)
    expect(within(list).getByText('user99@acme.test')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show 50 more of 1,134' })).toBeInTheDocument()
  })

  it('sends one invite for a double click (VAL-4)', async () => {
    const posts = recordRequests((r) =>
      r.method === 'POST' && r.url.endsWith('/api/v1/enterprise/invitations') ? r.url : undefined,
    )
    await openDomainTab('admin@acme.test')
    const invite = await screen.findByRole('button', { name: 'Invite dana@acme.test' })
    // Both clicks land before the first has rendered its busy state.
    fireEvent.click(invite)
    fireEvent.click(invite)
    expect(
      await screen.findByText('Invited! You will be billed for 1 extra user'),
    ).toBeInTheDocument()
    expect(posts).toHaveLength(1)
  })

  it('offers to invite again an address whose invitation has expired (TEAM-2)', async () => {
    server.use(
      http.get('*/api/v1/enterprise/invitations', () =>
        HttpResponse.json({
          invitations: [
            {
              email: 'dana@acme.test',
              status: 'expired',
              role: 'member',
              expiresAt: '2020-01-01T00:00:00Z',
            },
            {
              email: 'priya.patel@acme.test',
              status: 'pending',
              role: 'member',
              expiresAt: '2099-01-01T00:00:00Z',
            },
          ],
        }),
      ),
    )
    await openDomainTab('admin@acme.test')
    const list = await screen.findByRole('list', { name: 'Other users on your domain' })
    expect(within(list).getByRole('button', { name: 'Invite dana@acme.test' })).toBeInTheDocument()
    expect(
      within(list).queryByRole('button', { name: 'Invite priya.patel@acme.test' }),
    ).not.toBeInTheDocument()
  })

  it('shows the server reason for a refused one-click invite', async () => {
    server.use(
      http.post('*/api/v1/enterprise/invitations', () =>
        HttpResponse.json({ error: 'no_subscription' }, { status: 402 }),
      ),
    )
    const { user } = await openDomainTab('admin@acme.test')
    await user.click(await screen.findByRole('button', { name: 'Invite dana@acme.test' }))
    expect(await screen.findByText('No subscription found')).toBeInTheDocument()
  })

  it('lets a non-admin ask the admins instead', async () => {
    const { user } = await openDomainTab('member@acme.test')
    await user.click(
      await screen.findByRole('button', { name: 'Ask admins to add dana@acme.test' }),
    )
    expect(await screen.findByText('Successfully sent message to admins')).toBeInTheDocument()
    expect(await screen.findByText('Request sent')).toBeInTheDocument()
  })

  it("says 'Failed to get domain users' when they cannot be loaded", async () => {
    server.use(
      http.get('*/api/v1/enterprise/domain-info', () =>
        HttpResponse.json({ detail: 'boom' }, { status: 400 }),
      ),
    )
    await openDomainTab('admin@acme.test')
    expect(await screen.findByText('Failed to get domain users')).toBeInTheDocument()
  })
})
