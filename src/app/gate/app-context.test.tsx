import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { isRedirect } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { inviteQueries } from '@/entities/invite'
import { memberQueries } from '@/entities/member'
import { sessionQueries } from '@/entities/session'
import { server } from '../../../tests/msw-server'
import { hold } from '../../../tests/hold'
import { memberFor } from '../../../tests/factories'
import { renderApp } from '../../../tests/render'
import { recordRequests } from '../../../tests/requests'
import { createQueryClient } from '../query-client'
import { loadAppContext } from './app-loader'

const appContext = (router: Awaited<ReturnType<typeof renderApp>>['router']) =>
  router.state.matches.find((match) => match.routeId === '/app')?.loaderData

/** Every API and auth call the page starts, in order, as "METHOD /path". */
function recordCalls() {
  const calls: string[] = []
  beforeEach(() => {
    calls.length = 0
    recordRequests((request) => {
      const { pathname } = new URL(request.url)
      return /^\/(api|auth)\//.test(pathname) ? `${request.method} ${pathname}` : undefined
    }, calls)
  })
  return calls
}

/** Holds the organisation answer, then gives `answer` (the demo backend's own when undefined). */
function holdOrganisation(answer?: () => Response) {
  const held = hold()
  server.use(
    http.get('*/api/v1/enterprise', async () => {
      await held.wait()
      return answer?.()
    }),
  )
  return held
}

const PREFETCHED = memberFor('prefetched.person@acme.test', 'member')

describe('the /app route context', () => {
  it('holds the organisation, the user and their access for an internal admin', async () => {
    const { router } = await renderApp('/app/team', { as: 'staff@flow.test' })
    await screen.findByRole('heading', { name: 'Team' })
    const context = appContext(router)
    expect(context?.organisation.domain).toBe('flow.test')
    expect(context?.user.email).toBe('staff@flow.test')
    expect(context?.access).toEqual({ admin: true, internal: true, internalAdmin: true })
  })

  it('tells a customer admin apart from internal staff', async () => {
    const { router } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await screen.findByRole('heading', { name: 'Team' })
    expect(appContext(router)?.organisation.name).toBe('Acme Corp')
    expect(appContext(router)?.access).toEqual({
      admin: true,
      internal: false,
      internalAdmin: false,
    })
  })

  it('never returns without a session and an organisation', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(sessionQueries.all(), null)
    const error: unknown = await loadAppContext(queryClient, '/app/team').catch((e: unknown) => e)
    expect(isRedirect(error) && error.options.to).toBe('/login')
  })
})

describe('one round of requests, the gate still deciding (GATE-2, GATE-4, GATE-6)', () => {
  const calls = recordCalls()

  it('starts the members and invitations requests before the organisation answers', async () => {
    const organisation = holdOrganisation()
    await renderApp('/app/team', { as: 'admin@acme.test' })
    await waitFor(() =>
      expect(calls).toEqual(
        expect.arrayContaining([
          'GET /api/v1/enterprise',
          'GET /api/v1/enterprise/members',
          'GET /api/v1/enterprise/invitations',
        ]),
      ),
    )
    // The page waits for the gate: nothing of it shows while the organisation is unanswered.
    expect(screen.queryByRole('heading', { name: 'Team' })).not.toBeInTheDocument()
    organisation.release()
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeInTheDocument()
  })

  it('does not fetch the lists again when the gate answers long after them (GATE-4)', async () => {
    const organisation = holdOrganisation()
    const { queryClient } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await waitFor(() => expect(calls).toContain('GET /api/v1/enterprise/invitations'))
    // The organisation answers five seconds after the lists did.
    const now = Date.now.bind(Date)
    vi.spyOn(Date, 'now').mockImplementation(() => now() + 5_000)
    organisation.release()
    expect(await screen.findByRole('row', { name: /admin@acme\.test/ })).toBeInTheDocument()
    // The page reads both lists now: a stale one would have started its fetch as it mounted.
    const queries = [memberQueries.list(), inviteQueries.list()].map(({ queryKey }) =>
      queryClient.getQueryCache().find({ queryKey, exact: true }),
    )
    await waitFor(() => {
      for (const query of queries) expect(query?.getObserversCount()).toBeGreaterThan(0)
    })
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    // The usage extension's /usage/members (USAGE-11) is another list.
    const lists = calls.filter((c) => /enterprise\/(members|invitations)$/.test(c))
    expect(lists).toEqual(['GET /api/v1/enterprise/members', 'GET /api/v1/enterprise/invitations'])
  })

  it('never shows the data it fetched for a user the gate sends to /get-started', async () => {
    const organisation = holdOrganisation(() =>
      HttpResponse.json({ message: 'no organisation' }, { status: 404 }),
    )
    const listed = hold()
    server.use(
      http.get('*/api/v1/enterprise/members', () => {
        listed.release()
        return HttpResponse.json({ members: [PREFETCHED] })
      }),
    )
    const { router } = await renderApp('/app/team', { as: 'joiner@acme.test' })
    await listed.wait()
    organisation.release()
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'))
    expect(screen.queryByText(PREFETCHED.email)).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Team' })).not.toBeInTheDocument()
  })

  it('never shows the data it fetched when the API refuses the session: /login', async () => {
    const organisation = holdOrganisation(() =>
      HttpResponse.json({ message: 'expired' }, { status: 401 }),
    )
    server.use(
      http.get('*/api/v1/enterprise/members', () => HttpResponse.json({ members: [PREFETCHED] })),
    )
    const { router } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await waitFor(() => expect(calls).toContain('GET /api/v1/enterprise/members'))
    organisation.release()
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(screen.queryByText(PREFETCHED.email)).not.toBeInTheDocument()
  })

  it('a member who is not internal admin is refused the notifications page (NOTIF-1)', async () => {
    await renderApp('/app/notifications', { as: 'intern@flow.test' })
    expect(
      await screen.findByText('You are not authorized to access this page'),
    ).toBeInTheDocument()
    expect(calls).not.toContain('POST /api/v1/notifications')
  })

  it('a signed-out visitor sends no request at all (GATE-2)', async () => {
    const { router } = await renderApp('/app/team')
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(calls).toEqual([])
  })
})

describe('the server’s extensions on a cold load of /app', () => {
  const calls = recordCalls()

  it('are asked for in the organisation’s round, and the page loads when that call fails', async () => {
    server.use(
      http.get('*/api/v1/capabilities', () =>
        HttpResponse.json({ detail: 'down' }, { status: 503 }),
      ),
    )
    await renderApp('/app/team', { as: 'admin@acme.test' })
    await screen.findByRole('heading', { name: 'Team' })
    expect(calls).toContain('GET /api/v1/capabilities')
    expect(screen.getByRole('link', { name: 'Team' })).toBeVisible()
  })
})
