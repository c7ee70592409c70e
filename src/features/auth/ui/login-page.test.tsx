import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { fillLogin } from '../../../../tests/login'

describe('login page', () => {
  it('shows the default mode: providers, SSO, divider, form and forgot-password link', async () => {
    await renderApp('/login')
    for (const name of [
      'Continue with Google',
      'Continue with Microsoft',
      'Continue with Apple',
      'Single Sign-on',
      'Sign in',
    ])
      expect(await screen.findByRole('button', { name })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    expect(screen.getByRole('separator')).toHaveTextContent('or')
    // The tab is named for the page's heading (WCAG 2.4.2).
    const heading = screen.getByRole('heading', { level: 1 })
    await waitFor(() => expect(document.title).toBe(`${heading.textContent} · Flow Admin Portal`))
  })

  it.each([
    ['', 'x', 'Please enter a valid email address.'],
    ['not-an-email', 'x', 'Please enter a valid email address.'],
    [
      'ada+test@acme.test',
      'x',
      'Email aliases (containing +) are not supported. Using your original email address.',
    ],
    ['admin@acme.test', '', 'Please enter both email and password.'],
  ])('validates %j / %j', async (email, password, message) => {
    const { user } = await renderApp('/login')
    await fillLogin(user, email, password)
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  it('signs a verified e-mail account in and lands on the organisation settings', async () => {
    const { user, router } = await renderApp('/login')
    await fillLogin(user, 'admin@acme.test', 'demo1234')
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings/organization'))
  })

  it('shows the provider message for a wrong password', async () => {
    const { user } = await renderApp('/login')
    await fillLogin(user, 'admin@acme.test', 'wrong-password')
    expect(await screen.findByText(/invalid login credentials/i)).toBeInTheDocument()
  })

  it('refuses an account registered with another provider', async () => {
    const { user } = await renderApp('/login')
    await fillLogin(user, 'google.user@acme.test', 'whatever')
    expect(
      await screen.findByText(
        'This account is registered with Google. Please use that provider to sign in.',
      ),
    ).toBeInTheDocument()
  })

  it.each([
    ['azure', 'Microsoft'],
    ['workos', 'SSO'],
    ['apple', 'Apple'],
  ])('labels provider %s as %s', async (provider, label) => {
    server.use(
      http.get('*/user_status', () =>
        HttpResponse.json({ exists: true, verified: true, provider }),
      ),
    )
    const { user } = await renderApp('/login')
    await fillLogin(user, 'someone@acme.test', 'x')
    expect(
      await screen.findByText(
        `This account is registered with ${label}. Please use that provider to sign in.`,
      ),
    ).toBeInTheDocument()
  })

  it('asks an unverified account to verify', async () => {
    const { user } = await renderApp('/login')
    await fillLogin(user, 'unverified@acme.test', 'demo1234')
    expect(
      await screen.findByText(
        'Your email requires verification. Check your inbox or use the resend button in the login form.',
      ),
    ).toBeInTheDocument()
  })

  it('offers the resend button the unverified message points at, for the e-mail typed', async () => {
    let sentTo: unknown
    server.use(
      http.post('*/email/resend-verification-email', async ({ request }) => {
        sentTo = ((await request.json()) as { email: string }).email
        return HttpResponse.json({ message: 'sent' })
      }),
    )
    const { user } = await renderApp('/login')
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull()
    await fillLogin(user, ' unverified@acme.test', 'demo1234')
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }))
    expect(await screen.findByText('Verification email sent successfully')).toBeInTheDocument()
    expect(sentTo).toBe('unverified@acme.test')
  })

  it('offers no resend button for other sign-in failures', async () => {
    const { user } = await renderApp('/login')
    await fillLogin(user, 'admin@acme.test', 'wrong-password')
    expect(await screen.findByText('Invalid login credentials')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull()
  })

  it('offline, fails at once with the lookup’s message instead of waiting for a connection (HTTP-4)', async () => {
    server.use(http.get('*/user_status', () => HttpResponse.error()))
    const { user } = await renderApp('/login')
    onlineManager.setOnline(false)
    try {
      await fillLogin(user, 'admin@acme.test', 'demo1234')
      expect(
        await screen.findByText('Failed to check user status. Please try again.'),
      ).toBeInTheDocument()
      expect(screen.getByLabelText('Email')).toHaveValue('admin@acme.test')
    } finally {
      onlineManager.setOnline(true)
    }
  })

  it('says the status check failed when the lookup fails', async () => {
    server.use(
      http.get('*/user_status', () => HttpResponse.json({ detail: 'down' }, { status: 500 })),
    )
    const { user } = await renderApp('/login')
    await fillLogin(user, 'admin@acme.test', 'demo1234')
    expect(
      await screen.findByText('Failed to check user status. Please try again.'),
    ).toBeInTheDocument()
  })
})
