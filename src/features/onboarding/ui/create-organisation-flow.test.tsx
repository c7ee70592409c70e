import { describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { hold } from '../../../../tests/hold'
import { db, findUserByEmail } from '../../../../mock-api/db'
import { newOrg } from '../../../../mock-api/org-rules'

type User = Awaited<ReturnType<typeof renderApp>>['user']

const FOUNDER = 'founder@umbrella.test'
const field = (n: number) => screen.getByLabelText(`Teammate email ${n}`)
const continueButton = () => screen.getByRole('button', { name: 'Continue' })

async function nameTeam(user: User, name = 'Umbrella Research') {
  const input = await screen.findByLabelText('Organization name')
  await user.clear(input)
  await user.type(input, name)
  await user.click(screen.getByRole('button', { name: 'Create' }))
  await screen.findByRole('heading', { name: 'Invite your teammates' })
}

/** Accepts every invitation (the demo backend refuses them before a subscription exists). */
function acceptInvites() {
  const bodies: unknown[] = []
  server.use(
    http.post('*/api/v1/enterprise/invitations', async ({ request }) => {
      const body = (await request.json()) as { email: string; role: string }
      bodies.push(body)
      return HttpResponse.json(
        { ...body, status: 'pending', expiresAt: new Date().toISOString() },
        { status: 201 },
      )
    }),
  )
  return bodies
}

/** Holds the create call until the test releases it, then fails it (500). */
function holdFailingCreate() {
  const create = hold()
  server.use(
    http.post('*/api/v1/enterprise', async () => {
      await create.wait()
      return HttpResponse.json({ detail: 'boom' }, { status: 500 })
    }),
  )
  return create
}

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

  it('is busy while creating, then shows the failure and keeps what was typed', async () => {
    const create = holdFailingCreate()
    const { user, router } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user)
    await user.type(field(1), 'rita@umbrella.test')
    await user.click(continueButton())
    await waitFor(() => expect(continueButton()).toHaveAttribute('aria-busy', 'true'))
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled()
    create.release()
    expect(await screen.findByText('Failed to create organization')).toBeInTheDocument()
    expect(field(1)).toHaveValue('rita@umbrella.test')
    expect(continueButton()).toBeEnabled()
    expect(router.state.location.pathname).toBe('/get-started')
  })

  it('a double click creates the organisation once', async () => {
    acceptInvites()
    let posts = 0
    const create = hold()
    server.use(
      // Counts, holds, then falls through to the demo backend's handler.
      http.post('*/api/v1/enterprise', async () => {
        posts += 1
        await create.wait()
      }),
    )
    const { user, router } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user)
    await user.type(field(1), 'rita@umbrella.test')
    // Both clicks land before the first has rendered anything; the POST is held until released.
    const button = continueButton()
    act(() => {
      button.click()
      button.click()
    })
    await waitFor(() => expect(posts).toBe(1))
    create.release()
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'))
    expect(posts).toBe(1)
  })

  it('reads a rate limit as HTTP-9 says, with what was typed kept', async () => {
    server.use(
      http.post('*/api/v1/enterprise', () =>
        HttpResponse.json(
          { detail: 'slow down' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    )
    const { user } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user)
    await user.type(field(1), 'rita@umbrella.test')
    await user.click(continueButton())
    expect(
      await screen.findByText('Too many attempts, try again in 30 seconds'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Failed to create organization')).not.toBeInTheDocument()
    expect(field(1)).toHaveValue('rita@umbrella.test')
  })

  it('goes on with an organisation a failed create made after all (its retry: already in one)', async () => {
    const invites = acceptInvites()
    let posts = 0
    server.use(
      http.post('*/api/v1/enterprise', () => {
        posts += 1
        if (posts > 1) return undefined
        // The answer is lost (a timeout), but the server made the organisation all the same.
        const founder = findUserByEmail(FOUNDER)!
        const org = newOrg('Umbrella Research', 'umbrella.test')
        db.orgs.set(org.id, org)
        founder.orgId = org.id
        founder.role = 'admin'
        return HttpResponse.json({ detail: 'gateway timeout' }, { status: 504 })
      }),
    )
    const { user, router } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user)
    await user.type(field(1), 'rita@umbrella.test')
    await user.click(continueButton())
    expect(await screen.findByText('Failed to create organization')).toBeInTheDocument()
    await user.click(continueButton())
    expect(await screen.findByText('Created organization')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'))
    expect(posts).toBe(2)
    expect(invites).toEqual([{ email: 'rita@umbrella.test', role: 'admin' }])
  })

  it('keeps the keyboard on Continue while the organisation is created (UX-14)', async () => {
    const create = holdFailingCreate()
    const { user } = await renderApp('/get-started', { as: FOUNDER })
    await nameTeam(user)
    await user.type(field(1), 'rita@umbrella.test')
    continueButton().focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(continueButton()).toHaveAttribute('aria-busy', 'true'))
    expect(continueButton()).toHaveFocus()
    create.release()
    expect(await screen.findByText('Failed to create organization')).toBeInTheDocument()
    expect(continueButton()).toHaveFocus()
  })

  it('a public domain refused by the server gets its own message, with the form kept', async () => {
    // The page only offers the form when the domain status says the domain is not public.
    server.use(
      http.get('*/api/v1/enterprise/domain-status', () =>
        HttpResponse.json({ team_domain_status: 'available', team_name: null, auto_invite: false }),
      ),
      http.get('*/api/v1/enterprise/domain-info', () =>
        HttpResponse.json({ same_domain_users: [], team_members: [], team_name: null }),
      ),
    )
    const { user } = await renderApp('/get-started', { as: 'someone@gmail.com' })
    await nameTeam(user, 'Sam Co')
    await user.type(field(1), 'pat@gmail.com')
    await user.click(continueButton())
    expect(
      await screen.findByText('Cannot create organization with a public domain'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Failed to create organization')).not.toBeInTheDocument()
    expect(field(1)).toHaveValue('pat@gmail.com')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByLabelText('Organization name')).toHaveValue('Sam Co')
  })
})
