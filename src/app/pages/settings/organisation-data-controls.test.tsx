import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { hold } from '../../../../tests/hold'
import { RATE_LIMITED_TEXT, rateLimited } from '../../../../tests/requests'
import { ORG_TAB, countCalls, failWith, tooltipOf } from '../../../../tests/organisation-settings'

afterEach(() => vi.restoreAllMocks())

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
