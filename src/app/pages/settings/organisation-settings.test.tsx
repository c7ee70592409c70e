import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { hold } from '../../../../tests/hold'
import { RATE_LIMITED_TEXT, rateLimited } from '../../../../tests/requests'

const ORG_TAB = '/app/settings/organization'

afterEach(() => vi.restoreAllMocks())

/** Counts calls to a path and lets them through to the demo backend. */
function countCalls(method: 'get' | 'patch' | 'post', path: string) {
  const calls: unknown[] = []
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      calls.push(method === 'get' ? null : await request.clone().json())
      return undefined
    }),
  )
  return calls
}

const failWith = (method: 'get' | 'patch' | 'post', path: string, status = 500) =>
  server.use(http[method](`*${path}`, () => HttpResponse.json({ detail: 'boom' }, { status })))

async function tooltipOf(user: Awaited<ReturnType<typeof renderApp>>['user'], name: string) {
  const lock = screen.getAllByRole('img', { name })[0]!
  await user.hover(lock)
  return screen.findByRole('tooltip', {}, { timeout: 2000 })
}

describe('organisation name', () => {
  it('keeps a name typed while the previous one was saving (ORG-3)', async () => {
    const save = hold()
    server.use(
      http.patch('*/api/v1/enterprise', async () => {
        await save.wait()
        return undefined
      }),
    )
    const { user } = await renderApp(ORG_TAB, { as: 'admin@acme.test' })
    const input = await screen.findByLabelText('Organization name')
    await user.type(input, ' Ltd')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await user.type(input, ' Group')
    save.release()
    expect(await screen.findByText('Updated organization details')).toBeInTheDocument()
    expect(input).toHaveValue('Acme Corp Ltd Group')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument()
  })

  it('shows Save changes only once the name differs, then saves it', async () => {
    const { user } = await renderApp(ORG_TAB, { as: 'admin@acme.test' })
    const input = await screen.findByLabelText('Organization name')
    expect(input).toHaveValue('Acme Corp')
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument()
    await user.type(input, ' Ltd')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Updated organization details')).toBeInTheDocument()
    expect(input).toHaveValue('Acme Corp Ltd')
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument(),
    )
    // The top bar shows the new name straight from the cache.
    expect(screen.getAllByRole('banner')[0]).toHaveTextContent('Acme Corp Ltd')
  })

  it('sends the name with the current logo', async () => {
    const calls = countCalls('patch', '/api/v1/enterprise')
    const { user } = await renderApp(ORG_TAB, { as: 'admin@acme.test' })
    const input = await screen.findByLabelText('Organization name')
    await user.clear(input)
    await user.type(input, 'Acme Inc')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByText('Updated organization details')
    expect(calls).toEqual([
      { name: 'Acme Inc', logo: expect.stringMatching(/^data:image/) as unknown },
    ])
  })

  it('keeps what was typed when the update fails', async () => {
    failWith('patch', '/api/v1/enterprise')
    const { user } = await renderApp(ORG_TAB, { as: 'admin@acme.test' })
    const input = await screen.findByLabelText('Organization name')
    await user.clear(input)
    await user.type(input, 'Renamed')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Failed to update organization details')).toBeInTheDocument()
    expect(input).toHaveValue('Renamed')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument()
  })

  it('reads a rate-limited save as HTTP-9 says and keeps what was typed', async () => {
    server.use(http.patch('*/api/v1/enterprise', rateLimited))
    const { user } = await renderApp(ORG_TAB, { as: 'admin@acme.test' })
    const input = await screen.findByLabelText('Organization name')
    await user.clear(input)
    await user.type(input, 'Renamed')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(RATE_LIMITED_TEXT)).toBeInTheDocument()
    expect(screen.queryByText('Failed to update organization details')).not.toBeInTheDocument()
    expect(input).toHaveValue('Renamed')
  })

  it('sends nothing when Enter is pressed on an unchanged name', async () => {
    const calls = countCalls('patch', '/api/v1/enterprise')
    const { user } = await renderApp(ORG_TAB, { as: 'admin@acme.test' })
    await user.type(await screen.findByLabelText('Organization name'), '{Enter}')
    await user.type(screen.getByLabelText('Organization name'), ' {Enter}')
    // The browser submits a one-field form on Enter; the form must still hold to ORG-2. A changed
    // name submitted the same way next is saved: only then is the test sure the two Enters
    // before it had their turn, and they sent nothing.
    await user.type(screen.getByLabelText('Organization name'), 'Ltd{Enter}')
    expect(await screen.findByText('Updated organization details')).toBeInTheDocument()
    expect(calls).toEqual([
      { name: 'Acme Corp Ltd', logo: expect.stringMatching(/^data:image/) as unknown },
    ])
  })

  it('requires a non-blank name', async () => {
    const calls = countCalls('patch', '/api/v1/enterprise')
    const { user } = await renderApp(ORG_TAB, { as: 'admin@acme.test' })
    const input = await screen.findByLabelText('Organization name')
    await user.clear(input)
    await user.type(input, '   ')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Please enter an organization name')).toBeInTheDocument()
    expect(calls).toEqual([])
  })
})

describe('non-admins', () => {
  it('see everything read-only with the admin-only tooltip, and Enter sends nothing', async () => {
    const calls = countCalls('patch', '/api/v1/enterprise')
    const { user } = await renderApp(ORG_TAB, { as: 'intern@flow.test' })
    const input = await screen.findByLabelText('Organization name')
    expect(input).toHaveAttribute('readonly')
    await user.type(input, 'x{Enter}')
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument()
    expect(calls).toEqual([])
    for (const name of [
      'Zero data retention',
      'Auto-delete local data',
      'Enforce SSO',
      'Auto-add users by domain',
    ])
      expect(screen.getByRole('switch', { name })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Set up SSO' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Connect' })).toBeDisabled()
    expect(
      await tooltipOf(user, 'Only organization administrators can modify this'),
    ).toHaveTextContent('Only organization administrators can modify this')
  })

  it('never auto-refresh the SSO connection', async () => {
    const calls = countCalls('get', '/api/v1/enterprise/sso/connect')
    await renderApp(ORG_TAB, { as: 'intern@flow.test' })
    await screen.findByLabelText('Organization name')
    // An enabled check shows its spinner from the first render, then "Connected" or an alert.
    expect(screen.queryByText('Checking the SSO connection…')).not.toBeInTheDocument()
    // SSO-5: never checked for them, so the page claims no connection state.
    expect(screen.getByText('Identity provider okta is configured.')).toBeInTheDocument()
    expect(screen.queryByText(/not connected/)).not.toBeInTheDocument()
    expect(screen.queryByText(/Please check your configuration/)).not.toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })
})

describe('Enterprise-only data controls', () => {
  it('are locked below Enterprise with the upgrade tooltip and an Enterprise tag to billing', async () => {
    const { user } = await renderApp(ORG_TAB, { as: 'admin@acme.test' })
    await screen.findByLabelText('Organization name')
    for (const name of ['Zero data retention', 'Auto-delete local data', 'Enforce SSO'])
      expect(screen.getByRole('switch', { name })).toBeDisabled()
    expect(screen.getByRole('switch', { name: 'Auto-add users by domain' })).toBeEnabled()
    const tags = screen.getAllByRole('link', { name: 'Enterprise' })
    expect(tags.length).toBeGreaterThanOrEqual(3)
    for (const tag of tags) expect(tag).toHaveAttribute('href', '/app/settings/billing')
    expect(await tooltipOf(user, 'Upgrade to Enterprise plan to modify this')).toHaveTextContent(
      'Upgrade to Enterprise plan to modify this',
    )
  })

  it('SSO and the BAA say "to use this feature" below Enterprise', async () => {
    const { user } = await renderApp(ORG_TAB, { as: 'admin@acme.test' })
    await screen.findByLabelText('Organization name')
    expect(screen.getByRole('button', { name: 'Set up SSO' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Sign BAA' })).toBeDisabled()
    expect(
      screen.getAllByRole('img', { name: 'Upgrade to Enterprise plan to use this feature' }),
    ).toHaveLength(2)
    expect(
      await tooltipOf(user, 'Upgrade to Enterprise plan to use this feature'),
    ).toHaveTextContent('Upgrade to Enterprise plan to use this feature')
  })

  it('toggle on Enterprise, sending the whole settings object', async () => {
    const calls = countCalls('patch', '/api/v1/enterprise/settings')
    const { user } = await renderApp(ORG_TAB, { as: 'bigadmin@bigcorp.test' })
    const enforce = await screen.findByRole('switch', { name: 'Enforce SSO' })
    await user.click(enforce)
    expect(enforce).toBeChecked()
    await user.click(screen.getByRole('switch', { name: 'Auto-delete local data' }))
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls).toEqual([
      { zdr: false, localDataDelete: true, enforceSSO: true, autoInvite: true },
      { zdr: false, localDataDelete: false, enforceSSO: true, autoInvite: true },
    ])
    expect(screen.getByRole('switch', { name: 'Auto-delete local data' })).not.toBeChecked()
  })

  it('roll back with a message when saving fails', async () => {
    failWith('patch', '/api/v1/enterprise/settings')
    const { user } = await renderApp(ORG_TAB, { as: 'bigadmin@bigcorp.test' })
    const enforce = await screen.findByRole('switch', { name: 'Enforce SSO' })
    await user.click(enforce)
    expect(await screen.findByText('Failed to update organization settings')).toBeInTheDocument()
    await waitFor(() => expect(enforce).not.toBeChecked())
  })
})

describe('a rate-limited switch', () => {
  it('rolls back and says so as HTTP-9 does', async () => {
    server.use(http.patch('*/api/v1/enterprise/settings', rateLimited))
    const { user } = await renderApp(ORG_TAB, { as: 'bigadmin@bigcorp.test' })
    const enforce = await screen.findByRole('switch', { name: 'Enforce SSO' })
    await user.click(enforce)
    expect(await screen.findByText(RATE_LIMITED_TEXT)).toBeInTheDocument()
    expect(screen.queryByText('Failed to update organization settings')).not.toBeInTheDocument()
    await waitFor(() => expect(enforce).not.toBeChecked())
  })
})

describe('two quick toggles', () => {
  /** The settings the demo backend holds now. */
  const heldSettings = async () => (await api(endpoints.getOrganisation)).settings

  it('undo only the one that failed, and the screen agrees with the server', async () => {
    let patches = 0
    const first = hold()
    server.use(
      http.patch('*/api/v1/enterprise/settings', async () => {
        patches += 1
        if (patches > 1) return undefined
        await first.wait()
        return HttpResponse.json({ detail: 'boom' }, { status: 500 })
      }),
    )
    const { user, queryClient } = await renderApp(ORG_TAB, { as: 'bigadmin@bigcorp.test' })
    const enforce = await screen.findByRole('switch', { name: 'Enforce SSO' })
    const autoDelete = screen.getByRole('switch', { name: 'Auto-delete local data' })
    // The second toggle is made while the first save is held.
    await user.click(enforce)
    await user.click(autoDelete)
    first.release()
    expect(await screen.findByText('Failed to update organization settings')).toBeInTheDocument()
    await waitFor(() => expect(queryClient.isMutating() + queryClient.isFetching()).toBe(0))
    expect(patches).toBe(2)
    expect(enforce).not.toBeChecked()
    expect(autoDelete).not.toBeChecked()
    expect(await heldSettings()).toMatchObject({ enforceSSO: false, localDataDelete: false })
  })

  it('reach a slow server one after the other, so the later one is not overwritten', async () => {
    const calls: unknown[] = []
    const first = hold()
    server.use(
      http.patch('*/api/v1/enterprise/settings', async ({ request }) => {
        calls.push(await request.clone().json())
        // Only the first answer is held: sent side by side, it would land last.
        if (calls.length === 1) await first.wait()
        return undefined
      }),
    )
    const { user, queryClient } = await renderApp(ORG_TAB, { as: 'bigadmin@bigcorp.test' })
    const enforce = await screen.findByRole('switch', { name: 'Enforce SSO' })
    const autoDelete = screen.getByRole('switch', { name: 'Auto-delete local data' })
    await user.click(enforce)
    await user.click(autoDelete)
    expect(enforce).toBeChecked()
    expect(autoDelete).not.toBeChecked()
    first.release()
    // Both answers are in and the organisation has been read again.
    await waitFor(() => expect(queryClient.isMutating() + queryClient.isFetching()).toBe(0))
    expect(calls).toHaveLength(2)
    expect(calls[1]).toMatchObject({ enforceSSO: true, localDataDelete: false })
    expect(await heldSettings()).toMatchObject({ enforceSSO: true, localDataDelete: false })
    expect(enforce).toBeChecked()
    expect(autoDelete).not.toBeChecked()
  })
})

describe('zero data retention', () => {
  it('asks for the organisation name, then turns on for good', async () => {
    const calls = countCalls('patch', '/api/v1/enterprise/settings')
    const { user } = await renderApp(ORG_TAB, { as: 'bigadmin@bigcorp.test' })
    const zdr = await screen.findByRole('switch', { name: 'Zero data retention' })
    await user.click(zdr)
    const dialog = await screen.findByRole('dialog', { name: 'Turn on zero data retention?' })
    expect(dialog).toHaveTextContent('cannot be turned off once it is on')
    const confirm = within(dialog).getByRole('button', { name: 'Turn on permanently' })
    expect(confirm).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Type "BigCorp" to confirm'), 'bigcorp')
    expect(confirm).toBeDisabled()
    await user.clear(within(dialog).getByLabelText('Type "BigCorp" to confirm'))
    await user.type(within(dialog).getByLabelText('Type "BigCorp" to confirm'), 'BigCorp')
    await user.click(confirm)
    expect(zdr).toBeChecked()
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]).toMatchObject({ zdr: true })
    expect(zdr).toBeDisabled()
    // The switch that opened the dialog cannot hold focus any more: the page's main region does.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus())
  })

  it('cancelling leaves it off', async () => {
    const calls = countCalls('patch', '/api/v1/enterprise/settings')
    const { user } = await renderApp(ORG_TAB, { as: 'bigadmin@bigcorp.test' })
    const zdr = await screen.findByRole('switch', { name: 'Zero data retention' })
    await user.click(zdr)
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(zdr).not.toBeChecked()
    expect(calls).toHaveLength(0)
  })

  it('cannot be turned off once on', async () => {
    await renderApp(ORG_TAB, { as: 'staff@flow.test' })
    const zdr = await screen.findByRole('switch', { name: 'Zero data retention' })
    expect(zdr).toBeChecked()
    expect(zdr).toBeDisabled()
    expect(zdr).toHaveAccessibleDescription(/cannot be turned off/)
  })
})

describe('auto-add users by domain', () => {
  it('works on any plan', async () => {
    const calls = countCalls('patch', '/api/v1/enterprise/settings')
    const { user } = await renderApp(ORG_TAB, { as: 'admin@acme.test' })
    const auto = await screen.findByRole('switch', { name: 'Auto-add users by domain' })
    expect(auto).toHaveAccessibleDescription(/@acme\.test/)
    await user.click(auto)
    expect(auto).toBeChecked()
    await waitFor(() =>
      expect(calls).toEqual([
        { zdr: false, localDataDelete: false, enforceSSO: false, autoInvite: true },
      ]),
    )
  })

  it('needs a domain, otherwise points to the enterprise contact', async () => {
    server.use(
      http.get('*/api/v1/enterprise', () =>
        HttpResponse.json({
          id: 'o1',
          name: 'No Domain Ltd',
          domain: null,
          logo: null,
          settings: { zdr: false, localDataDelete: false, enforceSSO: false, autoInvite: false },
          workosProvider: null,
          hipaaBaaSigned: false,
          subscription: {
            status: 'active',
            productName: 'FLOW_TEAM_YEARLY',
            numSeats: 1,
            seatsCurrentCycle: 3,
            planEndsAt: 2e9,
          },
          userRole: 'admin',
        }),
      ),
    )
    await renderApp(ORG_TAB, { as: 'admin@acme.test' })
    await screen.findByLabelText('Organization name')
    expect(
      screen.queryByRole('switch', { name: 'Auto-add users by domain' }),
    ).not.toBeInTheDocument()
    const contact = screen.getByRole('link', { name: 'enterprise@flow.test' })
    expect(contact).toHaveAttribute('href', 'mailto:enterprise@flow.test')
    expect(contact).toHaveAttribute('target', '_blank')
  })
})
