import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse, delay, type HttpResponseResolver } from 'msw'
import { server } from '../msw-server'
import { renderApp } from '../render'
import { API_TIMEOUT_MS } from '@/shared/api'

type View = Awaited<ReturnType<typeof renderApp>>
type Method = 'get' | 'post' | 'patch' | 'delete'

/** Every way a call can fail (issue: fault tolerance); each must end in the call's message from docs/product-rules.md. */
const FAULTS: Record<string, HttpResponseResolver> = {
  'a 500': () => HttpResponse.json({ detail: 'Internal error' }, { status: 500 }),
  'a network failure': () => HttpResponse.error(),
  'malformed JSON': () =>
    new HttpResponse('{"oops', { status: 200, headers: { 'Content-Type': 'application/json' } }),
  'an answer of the wrong shape': () => HttpResponse.json({ unexpected: true }),
}

type Group = {
  name: string
  as?: string
  path: string
  method: Method
  url: string
  /** Performs the action; resolves once it has been triggered. */
  act: (view: View) => Promise<void>
  message: string
  /** What the user typed, still there after the failure. */
  kept?: () => void
}

const GROUPS: Group[] = [
  {
    name: 'sign-in (account lookup)',
    path: '/login',
    method: 'get',
    url: '*/user_status',
    act: async ({ user }) => {
      await user.type(await screen.findByLabelText('Email'), 'admin@acme.test')
      await user.type(screen.getByLabelText('Password'), 'demo1234')
      await user.click(screen.getByRole('button', { name: 'Sign in' }))
    },
    message: 'Failed to check user status. Please try again.',
    kept: () => expect(screen.getByLabelText('Email')).toHaveValue('admin@acme.test'),
  },
  {
    name: 'organisation (rename)',
    as: 'admin@acme.test',
    path: '/app/settings/organization',
    method: 'patch',
    url: '*/api/v1/enterprise',
    act: async ({ user }) => {
      const input = await screen.findByLabelText('Organization name')
      await user.clear(input)
      await user.type(input, 'Acme Renamed')
      await user.click(screen.getByRole('button', { name: 'Save changes' }))
    },
    message: 'Failed to update organization details',
    kept: () => expect(screen.getByLabelText('Organization name')).toHaveValue('Acme Renamed'),
  },
  {
    name: 'members and invitations (invite)',
    as: 'admin@acme.test',
    path: '/app/team',
    method: 'post',
    url: '*/api/v1/enterprise/invitations',
    act: async ({ user }) => {
      await user.type(await screen.findByLabelText('Email'), 'brand.new@acme.test')
      await user.click(screen.getByRole('button', { name: 'Add' }))
    },
    message: 'Failed to invite users',
    kept: () => expect(screen.getByLabelText('Email')).toHaveValue('brand.new@acme.test'),
  },
  {
    name: 'billing (switch plan)',
    as: 'admin@acme.test',
    path: '/app/settings/billing',
    method: 'post',
    url: '*/api/v1/payment/enterprise/switch-plan',
    act: async ({ user }) => {
      const card = await screen.findByRole('region', { name: 'Enterprise' })
      // BILL-5: an upgrade switches directly.
      await user.click(within(card).getByRole('button', { name: 'Upgrade, Enterprise' }))
    },
    message: 'Failed to switch plan',
  },
  {
    name: 'SSO (connect)',
    as: 'staff@flow.test',
    path: '/app/settings/organization',
    method: 'get',
    url: '*/api/v1/enterprise/sso/connect',
    // Admins with a provider are connected automatically on this tab; then they retry by hand.
    act: async ({ user }) => {
      await screen.findByText(
        /Please check your configuration and try again/,
        {},
        { timeout: 200_000 },
      )
      await user.click(screen.getByRole('button', { name: 'Connect' }))
    },
    message: 'Failed to connect to SSO provider',
  },
  {
    name: 'notifications (send)',
    as: 'staff@flow.test',
    path: '/app/notifications',
    method: 'post',
    url: '*/api/v1/notification/internal/create',
    act: async ({ user }) => {
      await user.click(await screen.findByRole('combobox', { name: 'Type' }))
      await user.click(await screen.findByRole('option', { name: 'Announcement' }))
      await user.type(screen.getByRole('textbox', { name: 'Key' }), 'launch')
      await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Launch')
      await user.type(screen.getByRole('textbox', { name: 'Text' }), 'It is live.')
      await user.type(screen.getByRole('textbox', { name: 'Emails' }), 'a@acme.test')
      await user.click(screen.getByRole('button', { name: 'Send' }))
    },
    message: 'Error: Failed to send notifications',
    kept: () => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Launch'),
  },
  {
    name: 'catalog (load)',
    as: 'staff@flow.test',
    path: '/app/event-catalog',
    method: 'get',
    url: '*/api/v1/analytics/events-catalog',
    act: async () => {},
    message: 'Failed to load events catalog',
  },
  {
    name: 'invite link (load, INVLINK-1)',
    as: 'admin@acme.test',
    path: '/app/team',
    method: 'get',
    url: '*/api/v1/enterprise/invite-link',
    act: async () => {},
    message: 'Failed to load the invite link',
  },
  {
    name: 'invite link (create, INVLINK-2)',
    as: 'admin@acme.test',
    path: '/app/team',
    method: 'post',
    url: '*/api/v1/enterprise/invite-link',
    act: async ({ user }) => {
      await user.click(await screen.findByRole('button', { name: 'Create invite link' }))
    },
    message: 'Failed to create the invite link',
  },
]

afterEach(() => vi.useRealTimers())

describe.each(GROUPS)('$name', (group) => {
  it.each(Object.entries(FAULTS))(
    '%s shows the product-rules message and keeps the page usable',
    async (_, fault) => {
      server.use(http[group.method](group.url, fault))
      const view = await renderApp(group.path, group.as ? { as: group.as } : {})
      await group.act(view)
      expect((await screen.findAllByText(group.message))[0]).toBeInTheDocument()
      group.kept?.()
      // Still a working page: its main landmark or the sign-in form is there.
      expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument()
    },
  )

  it('a call that hangs past 20 s behaves the same', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    server.use(
      http[group.method](group.url, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const view = await renderApp(group.path, group.as ? { as: group.as } : {})
    const acting = group.act(view)
    // Each attempt waits its own 20 s (queries retry twice); the action may itself wait on one.
    for (let i = 0; i < 8 && !screen.queryAllByText(group.message).length; i++)
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS + 100)
    await acting
    expect((await screen.findAllByText(group.message))[0]).toBeInTheDocument()
    group.kept?.()
  })
})

describe('which faults a query retries (by error kind)', () => {
  it.each([
    ['a 500', 3],
    ['a network failure', 3],
    ['malformed JSON', 1],
    ['an answer of the wrong shape', 1],
  ] as const)('%s: the catalog asks %i time(s), then shows its message', async (fault, calls) => {
    let count = 0
    server.use(
      http.get('*/api/v1/analytics/events-catalog', (info) => {
        count++
        return FAULTS[fault]!(info)
      }),
    )
    await renderApp('/app/event-catalog', { as: 'staff@flow.test' })
    expect((await screen.findAllByText('Failed to load events catalog'))[0]).toBeInTheDocument()
    expect(count).toBe(calls)
  })

  it('a refusal (4xx) is asked once', async () => {
    let count = 0
    server.use(
      http.get('*/api/v1/analytics/events-catalog', () => {
        count++
        return HttpResponse.json(
          { detail: 'Internal access only', code: 'internal_only' },
          { status: 403 },
        )
      }),
    )
    await renderApp('/app/event-catalog', { as: 'staff@flow.test' })
    expect((await screen.findAllByText('Failed to load events catalog'))[0]).toBeInTheDocument()
    expect(count).toBe(1)
  })
})
