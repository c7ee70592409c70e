import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { hold } from '../../../../tests/hold'
import { RATE_LIMITED_TEXT, rateLimited } from '../../../../tests/requests'
import { ORG_TAB, countCalls, failWith, tooltipOf } from '../../../../tests/organisation-settings'

afterEach(() => vi.restoreAllMocks())

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
