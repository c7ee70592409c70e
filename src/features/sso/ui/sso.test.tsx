import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { hold } from '../../../../tests/hold'
import { RATE_LIMITED_TEXT, rateLimited, recordRequests } from '../../../../tests/requests'
import { stubNewTabs } from '../../../../tests/new-tabs'

const ORG_TAB = '/app/settings/organization'

afterEach(() => vi.restoreAllMocks())

describe('SSO', () => {
  it('auto-refreshes the connection for an admin whose organisation has a provider', async () => {
    let calls = 0
    server.use(
      http.get('*/api/v1/enterprise/sso/connect', () => {
        calls++
        return undefined
      }),
    )
    await renderApp(ORG_TAB, { as: 'staff@flow.test' })
    expect(await screen.findByText('Connected to okta', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(calls).toBe(1)
  })

  it('does not auto-refresh without a provider', async () => {
    let calls = 0
    server.use(
      http.get('*/api/v1/enterprise/sso/connect', () => {
        calls++
        return undefined
      }),
    )
    await renderApp(ORG_TAB, { as: 'bigadmin@bigcorp.test' })
    expect(await screen.findByText('SSO is not set up.')).toBeInTheDocument()
    expect(calls).toBe(0)
  })

  it('refreshes on demand with a success message', async () => {
    const { user } = await renderApp(ORG_TAB, { as: 'staff@flow.test' })
    await screen.findByText('Connected to okta')
    await user.click(screen.getByRole('button', { name: 'Refresh connection' }))
    expect(await screen.findByText('Successfully connected to SSO provider')).toBeInTheDocument()
  })

  it('asks to complete set-up first when connect answers 400', async () => {
    const { user } = await renderApp(ORG_TAB, { as: 'bigadmin@bigcorp.test' })
    await user.click(await screen.findByRole('button', { name: 'Connect' }))
    expect(await screen.findByText('Please complete SSO setup first')).toBeInTheDocument()
    // A 400 asks for set-up; it is not the connection failure, toast or inline.
    expect(screen.queryByText('Failed to connect to SSO provider')).not.toBeInTheDocument()
    expect(screen.queryByText(/Please check your configuration/)).not.toBeInTheDocument()
  })

  it('reads any 400 from connect as set-up first, even without an error code', async () => {
    server.use(
      http.get('*/api/v1/enterprise/sso/connect', () =>
        HttpResponse.json({ detail: 'Bad request' }, { status: 400 }),
      ),
    )
    const { user } = await renderApp(ORG_TAB, { as: 'staff@flow.test' })
    await user.click(await screen.findByRole('button', { name: /Connect|Refresh connection/ }))
    expect(await screen.findByText('Please complete SSO setup first')).toBeInTheDocument()
    expect(screen.queryByText('Failed to connect to SSO provider')).not.toBeInTheDocument()
  })

  it('a failed connection clears the state and says so inline', async () => {
    const { user } = await renderApp(ORG_TAB, { as: 'staff@flow.test' })
    await screen.findByText('Connected to okta')
    server.use(
      http.get('*/api/v1/enterprise/sso/connect', () =>
        HttpResponse.json({ detail: 'down' }, { status: 502 }),
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Refresh connection' }))
    expect(await screen.findByText('Failed to connect to SSO provider')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Failed to connect to SSO provider. Please check your configuration and try again.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Connected to okta')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument()
  })

  it('checks once for a double click on Refresh connection (VAL-4)', async () => {
    await renderApp(ORG_TAB, { as: 'staff@flow.test' })
    await screen.findByText('Connected to okta')
    const checks = recordRequests((request) =>
      new URL(request.url).pathname.endsWith('/sso/connect') ? true : undefined,
    )
    const answer = hold()
    server.use(
      http.get('*/api/v1/enterprise/sso/connect', async () => {
        await answer.wait()
      }),
    )
    const refresh = screen.getByRole('button', { name: 'Refresh connection' })
    act(() => {
      refresh.click()
      refresh.click()
    })
    answer.release()
    expect(await screen.findByText('Successfully connected to SSO provider')).toBeInTheDocument()
    expect(checks).toHaveLength(1)
  })

  it('reads a rate-limited set-up or connection as HTTP-9 says', async () => {
    stubNewTabs()
    server.use(
      http.post('*/api/v1/enterprise/sso', rateLimited),
      http.get('*/api/v1/enterprise/sso/connect', rateLimited),
    )
    const { user } = await renderApp(ORG_TAB, { as: 'bigadmin@bigcorp.test' })
    await user.click(await screen.findByRole('button', { name: 'Set up SSO' }))
    expect(await screen.findByText(RATE_LIMITED_TEXT)).toBeInTheDocument()
    expect(screen.queryByText('Failed to set up SSO. Please try again.')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(RATE_LIMITED_TEXT)).not.toBeInTheDocument(), {
      timeout: 5000,
    })
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByText(RATE_LIMITED_TEXT)).toBeInTheDocument()
    expect(screen.queryByText('Failed to connect to SSO provider')).not.toBeInTheDocument()
  })

  it('opens the set-up portal in a new tab, without the link= wrapping', async () => {
    const tabs = stubNewTabs()
    const { user } = await renderApp(ORG_TAB, { as: 'bigadmin@bigcorp.test' })
    await user.click(await screen.findByRole('button', { name: 'Set up SSO' }))
    await waitFor(() => expect(tabs.sentTo()).toHaveLength(1))
    expect(tabs.sentTo()[0]).toMatch(/^http:\/\/localhost(:\d+)?\/demo\/sso-portal\?org=/)
    expect(tabs.open).toHaveBeenCalledWith('', '_blank')
    expect(tabs.withOpener()).toBe(0)
  })

  it.each([
    ['an unsafe URL', HttpResponse.json({ sso_admin_portal_url: 'link="javascript:alert(1)"' })],
    ['an error', HttpResponse.json({ detail: 'nope' }, { status: 500 })],
  ])('refuses %s with the set-up failure', async (_label, response) => {
    server.use(http.post('*/api/v1/enterprise/sso', () => response))
    const tabs = stubNewTabs()
    const { user } = await renderApp(ORG_TAB, { as: 'bigadmin@bigcorp.test' })
    await user.click(await screen.findByRole('button', { name: 'Set up SSO' }))
    expect(await screen.findByText('Failed to set up SSO. Please try again.')).toBeInTheDocument()
    // The tab opened at the press closes again, having been sent nowhere.
    expect(tabs.sentTo()).toEqual([])
    expect(tabs.closed()).toBe(tabs.opened())
  })
})
