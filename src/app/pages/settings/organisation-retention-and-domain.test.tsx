import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { ORG_TAB, countCalls } from '../../../../tests/organisation-settings'

afterEach(() => vi.restoreAllMocks())

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
