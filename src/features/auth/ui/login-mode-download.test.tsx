import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { renderApp } from '../../../../tests/render'

// The sign-up form's code fails to download (offline, a release replaced it). Try again: later.test.
vi.mock('./sign-up-form', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

describe('a login mode whose code fails to download (HTTP-4, LOGIN-11)', () => {
  it('says so in the card, and Back keeps what was typed', async () => {
    const { user } = await renderApp('/login')
    await user.type(await screen.findByLabelText('Email'), 'newcomer@umbrella.test')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument()
    // Not the whole page's load error: the card and its title stay.
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByLabelText('Email')).toHaveValue('newcomer@umbrella.test')
    expect(screen.getByLabelText('Password')).toHaveValue('secret123')
  })
})
