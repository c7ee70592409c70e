import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { renderApp, DEMO_PASSWORD, signInAs } from '../../../tests/render'
import { getAuthClient } from '@/shared/auth'
import { beginSignInState } from '@/shared/lib'
import { socialSignInUrl, ssoSignInUrl } from '@/features/auth/lib/providers'
import { captureUrlTokens } from '../url-tokens'

/** SESSION-15: tokens in a link are verified, and taken signed out only from a sign-in started here. */

const NOT_VERIFIED = 'This sign-in link could not be verified, so it was not used'
const NOT_STARTED =
  'This sign-in link was not started from this browser, so it was not used. Please sign in.'

// The toast's view is fetched with the first toast: the first notice may take a while to show.
const findNotice = (text: string) => screen.findByText(text, {}, { timeout: 5000 })

/** A fresh token pair for `email`, without keeping its session. */
async function tokensFor(email: string) {
  const client = await getAuthClient()
  const stored = localStorage.getItem('flow-auth')
  const { data } = await client.signInWithPassword({ email, password: DEMO_PASSWORD })
  if (stored) localStorage.setItem('flow-auth', stored)
  else localStorage.removeItem('flow-auth')
  return { access_token: data.session!.access_token, refresh_token: data.session!.refresh_token }
}

const b64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** What the review forged: the victim's own `sub` and e-mail, no `exp`, a made-up signature. */
const forgedFor = (sub: string, email: string) =>
  `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub, email, role: 'authenticated' })}.forged`

async function arrive(tokens: { access_token: string; refresh_token: string }, state?: string) {
  const extra = state ? `&state=${state}` : ''
  window.history.replaceState(
    null,
    '',
    `/login?access_token=${tokens.access_token}&refresh_token=${tokens.refresh_token}${extra}`,
  )
  captureUrlTokens()
  return renderApp('/login')
}

const signedInAs = async () =>
  (await (await getAuthClient()).getSession()).data.session?.user.email ?? null

describe('incoming tokens (SESSION-15)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('a forged token with the signed-in user’s own id and another refresh token switches nothing', async () => {
    const attacker = await tokensFor('member@acme.test')
    await signInAs('admin@acme.test')
    const victim = (await (await getAuthClient()).getSession()).data.session!.user
    const forged = forgedFor(victim.id, 'admin@acme.test')
    const { router } = await arrive({ access_token: forged, refresh_token: attacker.refresh_token })
    expect(await findNotice(NOT_VERIFIED)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/app/))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await signedInAs()).toBe('admin@acme.test')
  })

  it('signed out, a genuine link the portal did not start is refused', async () => {
    const { router } = await arrive(await tokensFor('member@acme.test'))
    expect(await findNotice(NOT_STARTED)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(await signedInAs()).toBeNull()
  })

  it('signed out, a link with another state is refused too', async () => {
    beginSignInState()
    await arrive(await tokensFor('member@acme.test'), 'someone-elses-state')
    expect(await findNotice(NOT_STARTED)).toBeInTheDocument()
    expect(await signedInAs()).toBeNull()
  })

  it('signed out, the sign-in this tab started signs in, once', async () => {
    const state = new URL(socialSignInUrl('google')).searchParams.get('state') ?? ''
    expect(state).toMatch(/^[\w-]{43}$/)
    const { router } = await arrive(await tokensFor('member@acme.test'), state)
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/app/))
    expect(await signedInAs()).toBe('member@acme.test')
  })

  it('every provider and SSO sign-in sends a new state', () => {
    const a = new URL(socialSignInUrl('apple')).searchParams.get('state')
    const b = new URL(ssoSignInUrl('staff@flow.test')).searchParams.get('state')
    expect(a).toBeTruthy()
    expect(b).toBeTruthy()
    expect(a).not.toBe(b)
  })

  it('signed in, another user’s link asks first, naming who the auth service says it is', async () => {
    const incoming = await tokensFor('member@acme.test')
    await signInAs('admin@acme.test')
    await arrive(incoming)
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Switch account?' },
      { timeout: 5000 }, // verified with the auth service first, then the dialog's code loads
    )
    expect(dialog).toHaveTextContent('The link you opened signs in as member@acme.test')
    expect(await signedInAs()).toBe('admin@acme.test')
  })
})
