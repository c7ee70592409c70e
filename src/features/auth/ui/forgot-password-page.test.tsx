import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { hold } from '../../../../tests/hold'

describe('forgot password', () => {
  it('validates, refuses unknown accounts and sends the reset e-mail', async () => {
    const { user } = await renderApp('/forgot-password')
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send reset email' }))
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'ghost@acme.test')
    await user.click(screen.getByRole('button', { name: 'Send reset email' }))
    expect(await screen.findByText('Could not find this account')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'admin@acme.test')
    await user.click(screen.getByRole('button', { name: 'Send reset email' }))
    expect(
      await screen.findByText('Check your inbox for a link to reset your password.'),
    ).toBeInTheDocument()
  })

  it("shows 'Sending...' while busy and the failure message, keeping the e-mail", async () => {
    const reset = hold()
    server.use(
      http.post('*/email/request-reset-password', async () => {
        await reset.wait()
        return HttpResponse.json({ error: 'smtp down' }, { status: 500 })
      }),
    )
    const { user } = await renderApp('/forgot-password')
    await user.type(await screen.findByLabelText('Email'), 'admin@acme.test')
    await user.click(screen.getByRole('button', { name: 'Send reset email' }))
    expect(await screen.findByRole('button', { name: /Sending\.\.\./ })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    reset.release()
    expect(await screen.findByText('Failed to send reset email')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('admin@acme.test')
  })

  it("'Back to login' goes to /login", async () => {
    const { user, router } = await renderApp('/forgot-password')
    await user.click(await screen.findByRole('link', { name: 'Back to login' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })
})
