import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { renderApp } from '../../../../tests/render'
import { rowEmails } from '../../../../tests/team-table'
import { NOW, serveUsageMembers } from '../../../../tests/usage'
import { server } from '../../../../tests/msw-server'
import { http, HttpResponse } from 'msw'
import { usageMemberQueries } from '@/entities/usage'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  serveUsageMembers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

const members = () => rowEmails().filter((e) => !/^(former|new|designer|finance|sales)/.test(e))

describe('Last active on the team page (USAGE-11)', () => {
  it('sorts members least recent first, never first, from the column header', async () => {
    const { user, router } = await renderApp('/app/team', { as: 'admin@acme.test' })
    const header = await screen.findByRole('columnheader', { name: /Last active/ })
    await user.click(within(header).getByRole('button', { name: 'Last active' }))
    await waitFor(() =>
      expect(members().slice(0, 5)).toEqual([
        'legacy@acme.test',
        'member@acme.test',
        'dev@acme.test',
        'ops@acme.test',
        'admin@acme.test',
      ]),
    )
    expect(router.state.location.search).toEqual({ sort: 'active' })
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    expect(screen.getByRole('link', { name: 'Inactive 30+ days (1)' })).toHaveAttribute(
      'href',
      '/app/usage?reclaim=inactive',
    )
  })

  it('is not there without the extension, nor for a member, and asks nothing then', async () => {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/usage')) asked.push(request.url)
    })
    vi.stubEnv('DEMO_EXTENSIONS', 'none')
    const { unmount } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await waitFor(() => expect(rowEmails()).toContain('legacy@acme.test'))
    expect(screen.queryByRole('columnheader', { name: /Last active/ })).not.toBeInTheDocument()
    unmount()
    vi.unstubAllEnvs()
    await renderApp('/app/team', { as: 'member@acme.test' })
    await waitFor(() => expect(rowEmails()).toContain('legacy@acme.test'))
    expect(screen.queryByRole('columnheader', { name: /Last active/ })).not.toBeInTheDocument()
    expect(asked).toEqual([])
  })

  it('a failed usage call leaves the column out and the team as it is', async () => {
    server.use(
      http.get('*/api/v1/enterprise/usage/members', () =>
        HttpResponse.json({ detail: 'Internal error' }, { status: 500 }),
      ),
    )
    const { queryClient } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await waitFor(() => expect(rowEmails()).toContain('legacy@acme.test'))
    // Once the call has failed for good (its retries too):
    await waitFor(() =>
      expect(queryClient.getQueryState(usageMemberQueries.list().queryKey)?.status).toBe('error'),
    )
    expect(rowEmails()).toContain('legacy@acme.test')
    expect(screen.queryByRole('columnheader', { name: /Last active/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Inactive 30\+ days/ })).not.toBeInTheDocument()
    expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument()
  })
})
