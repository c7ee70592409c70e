import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { orgByDomain } from '../../../../mock-api/db'

describe('get started: a team already exists on the domain', () => {
  it('asks the admins to add the user, then reads "Request sent" and stays disabled', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('*/api/v1/enterprise/contact-admin', async ({ request }) => {
        bodies.push(await request.clone().json())
      }),
    )
    const { user } = await renderApp('/get-started', { as: 'joiner@acme.test' })
    expect(
      await screen.findByRole('heading', { name: "Looks like there's a team on your domain" }),
    ).toBeInTheDocument()
    expect(screen.getByText('Acme Corp')).toBeInTheDocument()
    expect(screen.queryByLabelText('Organization name')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Request to join team' }))
    expect(
      await screen.findByText('Successfully sent message to admins to add you to the team'),
    ).toBeInTheDocument()
    const sent = screen.getByRole('button', { name: 'Request sent' })
    expect(sent).toBeDisabled()
    await user.click(sent)
    expect(bodies).toEqual([{ message: expect.stringContaining('joiner@acme.test') as unknown }])
  })

  it('still reads "Request sent" after a reload (SPEC: disabled after use)', async () => {
    const { user, unmount } = await renderApp('/get-started', { as: 'joiner@acme.test' })
    await user.click(await screen.findByRole('button', { name: 'Request to join team' }))
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDisabled()
    unmount()
    // A reload: a new page, the same browser storage.
    await renderApp('/get-started', { as: 'joiner@acme.test' })
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDisabled()
  })

  it('says when the message could not be sent and lets the user try again', async () => {
    server.use(
      http.post('*/api/v1/enterprise/contact-admin', () =>
        HttpResponse.json({ detail: 'mail down' }, { status: 500 }),
      ),
    )
    const { user } = await renderApp('/get-started', { as: 'joiner@acme.test' })
    await user.click(await screen.findByRole('button', { name: 'Request to join team' }))
    expect(
      await screen.findByText(
        'Failed to contact admins, please try again later or contact support',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Request to join team' })).toBeEnabled()
  })

  it('joins directly when the team adds users by domain, and the gate lets them in', async () => {
    orgByDomain('acme.test')!.settings.autoInvite = true
    const { user, router } = await renderApp('/get-started', { as: 'joiner@acme.test' })
    expect(await screen.findByText(/Anyone with an address on this domain/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Request to join team' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Join Acme Corp' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/app/))
    expect(await screen.findByText('Joined Acme Corp')).toBeInTheDocument()
  })

  it('always shows "Request to join team", with "Join {team}" beside it on auto-add (START-1, START-2)', async () => {
    orgByDomain('acme.test')!.settings.autoInvite = true
    const bodies: unknown[] = []
    server.use(
      http.post('*/api/v1/enterprise/contact-admin', async ({ request }) => {
        bodies.push(await request.clone().json())
      }),
    )
    const { user, router } = await renderApp('/get-started', { as: 'joiner@acme.test' })
    expect(
      await screen.findByRole('heading', { name: "Looks like there's a team on your domain" }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Join Acme Corp' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Request to join team' }))
    expect(
      await screen.findByText('Successfully sent message to admins to add you to the team'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Request sent' })).toBeDisabled()
    expect(bodies).toHaveLength(1)
    expect(router.state.location.pathname).toBe('/get-started')
  })

  it('keeps the user on the page with a message when joining fails', async () => {
    server.use(
      http.get('*/api/v1/enterprise/domain-status', () =>
        HttpResponse.json({
          team_domain_status: 'exists',
          team_name: 'Acme Corp',
          auto_invite: true,
        }),
      ),
    )
    const { user, router } = await renderApp('/get-started', { as: 'joiner@acme.test' })
    // The demo team has auto-add off, so the API refuses (403).
    await user.click(await screen.findByRole('button', { name: 'Join Acme Corp' }))
    expect(
      await screen.findByText('Failed to join the team, please try again or request to join'),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/get-started')
  })

  it('reads a rate-limited join as HTTP-9 says', async () => {
    orgByDomain('acme.test')!.settings.autoInvite = true
    server.use(
      http.post('*/api/v1/enterprise/self-invite', () =>
        HttpResponse.json(
          { detail: 'slow down' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    )
    const { user, router } = await renderApp('/get-started', { as: 'joiner@acme.test' })
    await user.click(await screen.findByRole('button', { name: 'Join Acme Corp' }))
    expect(
      await screen.findByText('Too many attempts, try again in 30 seconds'),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/get-started')
  })
})
