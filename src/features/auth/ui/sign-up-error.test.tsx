import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'

// The SPEC's sign-up response is "user_id or error": a 200 that carries `error` made no account.
describe('sign-up answered 200 with an error (LOGIN-11)', () => {
  it.each([
    [{ error: 'Signups are closed for this domain' }, 'Signups are closed for this domain'],
    // Neither user_id nor error: the SPEC's generic failure.
    [{}, 'Failed to create account. Please try again.'],
  ])('%j reads %s and returns to the default mode', async (body, message) => {
    server.use(http.post('*/email/signup', () => HttpResponse.json(body)))
    const { user } = await renderApp('/login')
    await user.type(await screen.findByLabelText('Email'), 'newbie4@acme.test')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await user.type(await screen.findByLabelText('Full name'), 'New Bie')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.queryByText('Check your email')).toBeNull()
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
  })
})
