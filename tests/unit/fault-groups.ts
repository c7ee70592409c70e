import { expect } from 'vitest'
import { screen, within } from '@testing-library/react'
import { HttpResponse, type HttpResponseResolver } from 'msw'
import { acmeJoinPath } from '../invite-link'
import type { renderApp } from '../render'

export type View = Awaited<ReturnType<typeof renderApp>>
type Method = 'get' | 'post' | 'patch' | 'delete'

/** Every way a call can fail (issue: fault tolerance); each must end in the call's message from docs/product-rules.md. */
export const FAULTS: Record<string, HttpResponseResolver> = {
  'a 500': () => HttpResponse.json({ detail: 'Internal error' }, { status: 500 }),
  'a network failure': () => HttpResponse.error(),
  'malformed JSON': () =>
    new HttpResponse('{"oops', { status: 200, headers: { 'Content-Type': 'application/json' } }),
  'an answer of the wrong shape': () => HttpResponse.json({ unexpected: true }),
}

export type Group = {
  name: string
  as?: string
  /** The page, or how to make it (a page whose address is made by the demo, as /join/{token}). */
  path: string | (() => Promise<string>)
  method: Method
  url: string
  /** Performs the action; resolves once it has been triggered. */
  act: (view: View) => Promise<void>
  message: string
  /** What the user typed, still there after the failure. */
  kept?: () => void
  /** A page's first load: its error view (ROUTE-6), whose `Try again` brings this heading back. */
  page?: string
}

export const GROUPS: Group[] = [
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
  {
    name: 'invite link (join, INVLINK-7)',
    as: 'joiner@acme.test',
    path: acmeJoinPath,
    method: 'post',
    url: '*/api/v1/invite-links/:token/join',
    act: async ({ user }) => {
      await user.click(await screen.findByRole('button', { name: 'Join Acme Corp' }))
    },
    message: 'Failed to join, please try again',
  },
  ...(
    [
      ['audit log (load)', '/app/audit-log', '*/api/v1/enterprise/audit-events', 'Audit log'],
      ['usage (series)', '/app/usage', '*/api/v1/enterprise/usage', 'Usage'],
      ['usage (members)', '/app/usage', '*/api/v1/enterprise/usage/members', 'Usage'],
    ] as const
  ).map(([name, path, url, page]): Group => ({
    name,
    as: 'admin@acme.test',
    path,
    method: 'get',
    url,
    act: async () => {},
    // AUDIT-2, USAGE-2
    message: page === 'Usage' ? 'Failed to load usage' : 'Failed to load the audit log',
    page,
  })),
]
