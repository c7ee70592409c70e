import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { renderApp, DEMO_PASSWORD, signInAs } from '../../tests/render'
import { getAuthClient } from '@/shared/auth'
import { captureUrlTokens } from './url-tokens'
import { tokenClaims } from './session-swap'

/** A fresh token pair for `email`, without keeping its session. */
async function tokensFor(email: string) {
  const client = await getAuthClient()
  const stored = localStorage.getItem('flow-auth')
  const { data } = await client.signInWithPassword({ email, password: DEMO_PASSWORD })
  const { access_token, refresh_token } = data.session!
  // Back to whoever was signed in before (the stored session is what the portal reads).
  if (stored) localStorage.setItem('flow-auth', stored)
  else localStorage.removeItem('flow-auth')
  return { access_token, refresh_token }
}

async function arriveWith(tokens: { access_token: string; refresh_token: string }) {
  window.history.replaceState(
    null,
    '',
    `/login?access_token=${tokens.access_token}&refresh_token=${tokens.refresh_token}`,
  )
  captureUrlTokens()
  return renderApp('/login')
}

describe('session swap (SESSION-13)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('reads the e-mail claim of an access token, and nothing from a malformed one', async () => {
    const { access_token } = await tokensFor('member@acme.test')
    expect(tokenClaims(access_token).email).toBe('member@acme.test')
    expect(tokenClaims('not-a-token')).toEqual({ sub: null, email: null })
  })

  it('asks before another user takes over; Continue switches to them', async () => {
    const incoming = await tokensFor('member@acme.test')
    await signInAs('admin@acme.test')
    const { user, router } = await arriveWith(incoming)
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Switch account?' },
      { timeout: 5000 }, // verified with the auth service first, then the dialog's code loads
    )
    expect(dialog).toHaveTextContent('You are signed in as admin@acme.test')
    await user.click(screen.getByRole('button', { name: 'Continue as member@acme.test' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/app/))
    const { data } = await (await getAuthClient()).getSession()
    expect(data.session?.user.email).toBe('member@acme.test')
    await user.click(await screen.findByRole('button', { name: 'Account menu' }))
    expect(await screen.findByText('member@acme.test')).toBeInTheDocument()
  })

  it('Stay keeps the current user and drops the tokens', async () => {
    const incoming = await tokensFor('member@acme.test')
    await signInAs('admin@acme.test')
    const { user } = await arriveWith(incoming)
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Stay signed in as admin@acme.test' },
        { timeout: 5000 }, // verified with the auth service first, then the dialog's code loads
      ),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const { data } = await (await getAuthClient()).getSession()
    expect(data.session?.user.email).toBe('admin@acme.test')
  })

  it('the same user switches silently', async () => {
    const incoming = await tokensFor('admin@acme.test')
    await signInAs('admin@acme.test')
    const { router } = await arriveWith(incoming)
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings/organization'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const { data } = await (await getAuthClient()).getSession()
    expect(data.session?.access_token).toBe(incoming.access_token)
  })
})
