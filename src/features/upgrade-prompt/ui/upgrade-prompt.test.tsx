import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'

const ORG_TAB = '/app/settings/organization'
const KEY = 'upgrade-prompt-dismissed'

const prompt = () => screen.findByRole('region', { name: 'Upgrade to Enterprise' })

describe('upgrade prompt', () => {
  it.each([ORG_TAB, '/app/privacy'])(
    'lists the Enterprise features on %s for a Teams organisation',
    async (path) => {
      await renderApp(path, { as: 'admin@acme.test' })
      const card = await prompt()
      for (const feature of ['Zero data retention', 'SSO / SAML auth', 'Org-wide data controls'])
        expect(within(card).getByText(feature)).toBeInTheDocument()
    },
  )

  it('is not shown on Enterprise', async () => {
    await renderApp(ORG_TAB, { as: 'staff@flow.test' })
    await screen.findByLabelText('Organization name')
    expect(screen.queryByRole('region', { name: 'Upgrade to Enterprise' })).not.toBeInTheDocument()
  })

  it('stays hidden for good once dismissed', async () => {
    const { user, unmount } = await renderApp(ORG_TAB, { as: 'admin@acme.test' })
    await user.click(within(await prompt()).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('region', { name: 'Upgrade to Enterprise' })).not.toBeInTheDocument()
    expect(localStorage.getItem(KEY)).toBe('true')
    unmount()
    await renderApp('/app/privacy')
    await screen.findByRole('heading', { name: 'Privacy' })
    expect(screen.queryByRole('region', { name: 'Upgrade to Enterprise' })).not.toBeInTheDocument()
  })

  it('gives the focus to the page when the close mark goes with the card', async () => {
    const { user } = await renderApp(ORG_TAB, { as: 'admin@acme.test' })
    within(await prompt())
      .getByRole('button', { name: 'Dismiss' })
      .focus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('region', { name: 'Upgrade to Enterprise' })).not.toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('View Plans takes an admin to billing and hides the prompt', async () => {
    const { user, router } = await renderApp(ORG_TAB, { as: 'admin@acme.test' })
    const card = await prompt()
    expect(within(card).queryByRole('button', { name: 'Request Upgrade' })).not.toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'View Plans' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings/billing'))
    expect(localStorage.getItem(KEY)).toBe('true')
    await screen.findByRole('button', { name: 'Manage Subscription' })
    await user.click(screen.getByRole('link', { name: 'Organization' }))
    await screen.findByLabelText('Organization name')
    expect(screen.queryByRole('region', { name: 'Upgrade to Enterprise' })).not.toBeInTheDocument()
  })

  it('Request Upgrade sends the message to the admins and hides the prompt', async () => {
    let body: unknown
    server.use(
      http.post('*/api/v1/enterprise/contact-admin', async ({ request }) => {
        body = await request.clone().json()
        return undefined
      }),
    )
    const { user } = await renderApp(ORG_TAB, { as: 'member@acme.test' })
    const card = await prompt()
    expect(within(card).queryByRole('button', { name: 'View Plans' })).not.toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Request Upgrade' }))
    const dialog = await screen.findByRole('dialog', { name: 'Request an upgrade' })
    const message = within(dialog).getByLabelText('Message')
    expect(message).toHaveValue('We should upgrade to an Enterprise plan')
    expect(message).toHaveAttribute('rows', '6')
    expect(dialog.className).toContain('min-w-[min(500px,92vw)]')
    await user.type(message, ' this quarter')
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('Successfully sent message to admins')).toBeInTheDocument()
    expect(body).toEqual({ message: 'We should upgrade to an Enterprise plan this quarter' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Upgrade to Enterprise' })).not.toBeInTheDocument()
    expect(localStorage.getItem(KEY)).toBe('true')
  })

  it('keeps the dialog and the message when the request fails', async () => {
    server.use(
      http.post('*/api/v1/enterprise/contact-admin', () =>
        HttpResponse.json({ detail: 'down' }, { status: 500 }),
      ),
    )
    const { user } = await renderApp(ORG_TAB, { as: 'member@acme.test' })
    await user.click(within(await prompt()).getByRole('button', { name: 'Request Upgrade' }))
    const dialog = await screen.findByRole('dialog')
    const message = within(dialog).getByLabelText('Message')
    await user.clear(message)
    await user.type(message, 'Please upgrade')
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(
      await screen.findByText(
        'Failed to contact admins, please try again later or contact support',
      ),
    ).toBeInTheDocument()
    expect(message).toHaveValue('Please upgrade')
    expect(localStorage.getItem(KEY)).toBeNull()
  })
})
