import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { hold } from '../../../../tests/hold'
import { fillLogin } from '../../../../tests/login'

describe('login page: sign-up, SSO mode, focus and double clicks', () => {
  it('switches an unknown e-mail to sign-up with the e-mail locked, then to verify, then back', async () => {
    const { user } = await renderApp('/login')
    await fillLogin(user, 'newbie@acme.test', 'secret1')
    const email = await screen.findByLabelText('Email')
    expect(email).toHaveValue('newbie@acme.test')
    expect(email).toHaveAttribute('readonly')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('Please fill in all fields.')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), 'abc')
    await user.type(screen.getByLabelText('Full name'), 'New Bie')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(
      await screen.findByText('Password must be at least 6 characters long'),
    ).toBeInTheDocument()
    await user.type(screen.getByLabelText('Password'), 'defg')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument()

    // The other modes load when reached (the first paint of /login needs none of them).
    await user.click(await screen.findByRole('button', { name: 'Resend' }))
    expect(await screen.findByText('Verification email sent successfully')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('shows the resend failure', async () => {
    server.use(
      http.post('*/email/resend-verification-email', () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
    )
    const { user } = await renderApp('/login')
    await fillLogin(user, 'newbie2@acme.test', 'secret1')
    await user.type(await screen.findByLabelText('Full name'), 'New Bie')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await user.click(await screen.findByRole('button', { name: 'Resend' }))
    expect(
      await screen.findByText('Failed to resend verification email. Please try again.'),
    ).toBeInTheDocument()
  })

  it.each([
    [HttpResponse.json({ error: 'Domain not allowed' }, { status: 400 }), 'Domain not allowed'],
    [HttpResponse.json({}, { status: 500 }), 'Failed to create account. Please try again.'],
  ])('a failed sign-up returns to the default mode with the message', async (response, message) => {
    server.use(http.post('*/email/signup', () => response.clone()))
    const { user } = await renderApp('/login')
    await fillLogin(user, 'newbie3@acme.test', 'secret1')
    await user.type(await screen.findByLabelText('Full name'), 'New Bie')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
  })

  it('keeps what was typed through a failed sign-up', async () => {
    server.use(
      http.post('*/email/signup', () =>
        HttpResponse.json({ error: 'Domain not allowed' }, { status: 400 }),
      ),
    )
    const { user } = await renderApp('/login')
    await fillLogin(user, 'newbie4@acme.test', 'secret1')
    await user.type(await screen.findByLabelText('Full name'), 'New Bie')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await screen.findByText('Domain not allowed')
    expect(screen.getByLabelText('Email')).toHaveValue('newbie4@acme.test')
    expect(screen.getByLabelText('Password')).toHaveValue('secret1')
    // Trying again goes back to sign-up with the full name still there.
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByLabelText('Full name')).toHaveValue('New Bie')
  })

  it('Back from sign-up keeps what was typed there (LOGIN-11)', async () => {
    const { user } = await renderApp('/login')
    await fillLogin(user, 'back.test@acme.test', 'first1')
    await user.type(await screen.findByLabelText('Full name'), 'Typed Name')
    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), 'changed2')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByLabelText('Password')).toHaveValue('changed2')
    expect(screen.getByLabelText('Email')).toHaveValue('back.test@acme.test')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByLabelText('Full name')).toHaveValue('Typed Name')
  })

  it("moves no focus on a cold load, so the keyboard starts at the page's start (UX-14)", async () => {
    await renderApp('/login')
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible()
    expect(document.body).toHaveFocus()
  })

  it('gives focus to the new title when the mode changes, so it is read out', async () => {
    const { user } = await renderApp('/login')
    await user.click(await screen.findByRole('button', { name: 'Single Sign-on' }))
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Single Sign-on' })).toHaveFocus(),
    )
    await user.click(await screen.findByRole('button', { name: 'Back to login options' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign in' })).toHaveFocus())
  })

  it('SSO mode: unknown account message and a link back', async () => {
    const { user } = await renderApp('/login')
    await user.click(await screen.findByRole('button', { name: 'Single Sign-on' }))
    await user.type(await screen.findByLabelText('Email'), 'nobody@nowhere.test')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(
      await screen.findByText('Could not find SSO method for this account.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back to login options' }))
    expect(await screen.findByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument()
  })

  it('sends one request for a double click on Sign in', async () => {
    let lookups = 0
    const lookup = hold()
    server.use(
      http.get('*/user_status', async () => {
        lookups++
        await lookup.wait()
        return HttpResponse.json({ exists: true, verified: false, provider: 'email' })
      }),
    )
    const { user } = await renderApp('/login')
    await user.type(await screen.findByLabelText('Email'), 'unverified@acme.test')
    await user.type(screen.getByLabelText('Password'), 'x')
    // Both clicks land before any answer: the lookup is held until released.
    await user.dblClick(screen.getByRole('button', { name: 'Sign in' }))
    lookup.release()
    expect(await screen.findByText(/requires verification/)).toBeInTheDocument()
    expect(lookups).toBe(1)
  })
})
