import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { renderApp } from '../../../../tests/render'
import { rowEmails } from '../../../../tests/team-table'
import { server } from '../../../../tests/msw-server'

afterEach(() => vi.unstubAllEnvs())

describe('the invite link card on the team page (INVLINK-1)', () => {
  it('is there for an admin on a server with the extension', async () => {
    await renderApp('/app/team', { as: 'admin@acme.test' })
    expect(await screen.findByRole('region', { name: 'Invite link' })).toBeVisible()
    expect(await screen.findByText('No invite link yet.')).toBeVisible()
  })

  it('is not there without the extension, nor for a member, and asks nothing then', async () => {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/invite-link')) asked.push(request.url)
    })
    vi.stubEnv('DEMO_EXTENSIONS', 'none')
    const { unmount } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await waitFor(() => expect(rowEmails()).toContain('legacy@acme.test'))
    expect(screen.queryByRole('region', { name: 'Invite link' })).not.toBeInTheDocument()
    unmount()
    vi.unstubAllEnvs()
    await renderApp('/app/team', { as: 'member@acme.test' })
    await waitFor(() => expect(rowEmails()).toContain('legacy@acme.test'))
    expect(screen.queryByRole('region', { name: 'Invite link' })).not.toBeInTheDocument()
    expect(asked).toEqual([])
  })
})
