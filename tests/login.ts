import { screen } from '@testing-library/react'
import type { renderApp } from './render'

export async function fillLogin(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  email: string,
  password: string,
) {
  const emailInput = await screen.findByLabelText('Email')
  if (email) await user.type(emailInput, email)
  if (password) await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}
