import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { renderApp } from '../../../../tests/render'
import { acmeJoinPath } from '../../../../tests/invite-link'
import { fillLogin } from '../../../../tests/login'
import { server } from '../../../../tests/msw-server'
import { call, tokenFor } from '../../../../mock-api/test-helpers'
import { findUserByEmail } from '../../../../mock-api/db'
import { expireLinkNow } from '../../../../mock-api/features/invite-link-store'

const LINK = '/api/v1/enterprise/invite-link'

const heading = (name: string) => screen.findByRole('heading', { level: 1, name })

describe('/join/{token} signed out (INVLINK-6, INVLINK-7)', () => {
  it.each([
    ['expired', 'This invite link has expired'],
    ['reset', 'This invite link was reset'],
    ['disabled', 'This invite link was turned off'],
  ])('a link that is %s says so and whom to ask (INVLINK-6)', async (state, title) => {
    const path = await acmeJoinPath()
    if (state === 'expired') expireLinkNow(findUserByEmail('admin@acme.test')?.orgId ?? '')
    if (state === 'reset') await acmeJoinPath()
    if (state === 'disabled')
      await call(LINK, { method: 'DELETE', token: await tokenFor('admin@acme.test') })
    await renderApp(path)
    await heading(title)
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible()
      expect(screen.getByText('Ask an admin of Acme Corp for a new link.')).toBeVisible()
    })
    expect(screen.queryByRole('link', { name: 'Sign in to join' })).not.toBeInTheDocument()
  })

  it('a token never issued, and a preview that fails, say so (INVLINK-6)', async () => {
    const { unmount } = await renderApp('/join/not-a-real-token')
    expect(await heading('This invite link does not exist')).toBeVisible()
    expect(
      screen.getByText('Check the address, or ask an admin of your team for a new link.'),
    ).toBeVisible()
    unmount()
    const path = await acmeJoinPath()
    let fail = true
    server.use(
      http.get('*/api/v1/invite-links/:token', () =>
        fail ? HttpResponse.json({ detail: 'x' }, { status: 500 }) : undefined,
      ),
    )
    const { user } = await renderApp(path)
    expect(await heading('Failed to open the invite link')).toBeVisible()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await heading('Join Acme Corp')).toBeVisible()
  })

  it('shows the organisation and role, and signing in comes back here (INVLINK-7)', async () => {
    const path = await acmeJoinPath()
    const { user, router } = await renderApp(path)
    expect(await heading('Join Acme Corp')).toBeVisible()
    expect(screen.getByText('You have been invited to join Acme Corp as a member.')).toBeVisible()
    expect(screen.getByText('Use your @acme.test e-mail address.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/login')
    await user.click(screen.getByRole('link', { name: 'Sign in to join' }))
    await fillLogin(user, 'joiner@acme.test', 'demo1234')
    expect(await heading('Join Acme Corp')).toBeVisible()
    expect(router.state.location.pathname).toBe(path)
    expect(screen.getByText('Signed in as joiner@acme.test')).toBeVisible()
  })
})

describe('/join/{token} signed in (INVLINK-7)', () => {
  it('joins with the role and lands in the app with "Joined Acme Corp" (INVLINK-7, INVLINK-8)', async () => {
    const path = await acmeJoinPath()
    const { user, router } = await renderApp(path, { as: 'joiner@acme.test' })
    await user.click(await screen.findByRole('button', { name: 'Join Acme Corp' }))
    expect(await screen.findByText('Joined Acme Corp')).toBeVisible()
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/app/))
    expect(findUserByEmail('joiner@acme.test')?.role).toBe('member')
  })

  it.each([
    ['someone@gmail.com', 'Cannot join an organization with a public domain'],
    ['founder@umbrella.test', 'This link only accepts @acme.test e-mail addresses'],
    ['billing@initech.test', 'You are already in an organization'],
  ])('%s is refused: "%s" (INVLINK-7)', async (email, message) => {
    const path = await acmeJoinPath()
    const { user } = await renderApp(path, { as: email })
    await user.click(await screen.findByRole('button', { name: 'Join Acme Corp' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })

  it('a lapsed subscription, a linked directory and any other failure say so; the button stays (INVLINK-7, DSYNC-4)', async () => {
    const path = await acmeJoinPath()
    let answer = HttpResponse.json({ detail: 'x', code: 'no_subscription' }, { status: 402 })
    server.use(http.post('*/api/v1/invite-links/:token/join', () => answer))
    const { user } = await renderApp(path, { as: 'joiner@acme.test' })
    const join = await screen.findByRole('button', { name: 'Join Acme Corp' })
    await user.click(join)
    expect(await screen.findByRole('alert')).toHaveTextContent('No subscription found')
    // DSYNC-4: a linked directory adds no one through the link.
    answer = HttpResponse.json({ detail: 'x', code: 'directory_managed' }, { status: 409 })
    await user.click(join)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Acme Corp adds people from its directory. Ask an admin of Acme Corp to add you.',
    )
    answer = HttpResponse.json({ detail: 'x' }, { status: 500 })
    await user.click(join)
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to join, please try again')
    expect(join).toBeEnabled()
  })

  it('a link reset while the page is open shows why, not a failure (INVLINK-6)', async () => {
    const path = await acmeJoinPath()
    const { user } = await renderApp(path, { as: 'joiner@acme.test' })
    const join = await screen.findByRole('button', { name: 'Join Acme Corp' })
    await acmeJoinPath()
    await user.click(join)
    expect(await heading('This invite link was reset')).toBeVisible()
  })
})
