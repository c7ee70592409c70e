import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import {
  FOUNDER,
  field,
  continueButton,
  nameTeam,
  acceptInvites,
} from '../../../../tests/create-organisation'

describe('create organisation: naming step', () => {
  it('suggests a name from the domain and shows the domain', async () => {
    await renderApp('/get-started', { as: FOUNDER })
    expect(await screen.findByLabelText('Organization name')).toHaveValue('Umbrella Team')
    expect(screen.getByText('umbrella.test')).toBeInTheDocument()
  })

  it.each([[''], ['   ']])('refuses the name %j', async (name) => {
    const { user } = await renderApp('/get-started', { as: FOUNDER })
    const input = await screen.findByLabelText('Organization name')
    await user.clear(input)
    if (name) await user.type(input, name)
    await user.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('Please enter an organization name')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Invite your teammates' })).not.toBeInTheDocument()
  })
})

describe('create organisation: inviting step', () => {
  it('has three e-mail fields and Continue disabled until one valid e-mail is there', async () => {
    const { user } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user)
    expect(screen.getByRole('heading', { name: 'Invite your teammates' })).toHaveFocus()
    expect(screen.getAllByRole('textbox')).toHaveLength(3)
    expect(continueButton()).toBeDisabled()
    await user.type(field(2), 'rita@umbrella.test')
    expect(continueButton()).toBeEnabled()
  })

  it('validates on blur: at least one e-mail, and each filled one valid', async () => {
    const { user } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user)
    await user.click(field(1))
    expect(screen.queryByText('At least one email is required')).not.toBeInTheDocument()
    await user.tab()
    expect(await screen.findByText('At least one email is required')).toBeInTheDocument()

    await user.type(field(2), 'rita@')
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument()
    await user.tab()
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument()
    expect(screen.queryByText('At least one email is required')).not.toBeInTheDocument()
    expect(continueButton()).toBeDisabled()

    await user.type(field(2), 'umbrella.test')
    await waitFor(() => expect(screen.queryByText('Please enter a valid email')).toBeNull())
    expect(continueButton()).toBeEnabled()
  })

  it('Back returns to naming with the name kept, and the e-mails survive the round trip', async () => {
    const { user } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user, 'Umbrella Labs')
    await user.type(field(1), 'rita@umbrella.test')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByLabelText('Organization name')).toHaveValue('Umbrella Labs')
    await user.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findByLabelText('Teammate email 1')).toHaveValue('rita@umbrella.test')
    expect(continueButton()).toBeEnabled()
  })
})

describe('create organisation: Continue', () => {
  it('creates the organisation, invites each e-mail as admin and moves on to /payment', async () => {
    const invites = acceptInvites()
    const created: unknown[] = []
    server.use(
      http.post('*/api/v1/enterprise', async ({ request }) => {
        created.push(await request.clone().json())
      }),
    )
    const { user, router } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user, '  Umbrella Research ')
    await user.type(field(1), 'rita@umbrella.test')
    await user.type(field(3), 'Tom@umbrella.test')
    await user.click(continueButton())
    expect(await screen.findByText('Created organization')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'))
    expect(created).toEqual([{ name: 'Umbrella Research', domain: 'umbrella.test' }])
    expect(invites).toEqual([
      { email: 'rita@umbrella.test', role: 'admin' },
      { email: 'Tom@umbrella.test', role: 'admin' },
    ])
    expect(await screen.findByRole('heading', { name: 'Select your plan' })).toBeInTheDocument()
  })

  it('sends one invite per address when the same e-mail is listed twice', async () => {
    const invites = acceptInvites()
    const { user, router } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user)
    await user.type(field(1), 'rita@umbrella.test')
    await user.type(field(2), 'RITA@umbrella.test')
    await user.click(continueButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'))
    expect(invites).toHaveLength(1)
  })

  it('says which invitations were refused (no subscription), then continues to plans', async () => {
    server.use(
      http.post('*/api/v1/enterprise/invitations', () =>
        HttpResponse.json({ error: 'no_subscription' }, { status: 402 }),
      ),
    )
    const { user, router } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user)
    await user.type(field(1), 'rita@umbrella.test')
    await user.click(continueButton())
    expect(await screen.findByText('Created organization')).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', {
        name: 'Your organization is ready, but some invitations were not sent',
      }),
    ).toBeInTheDocument()
    expect(screen.getByText(/No subscription found/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Continue to plans' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'))
  })
})
