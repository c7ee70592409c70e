import { expect } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from './msw-server'
import { renderApp, DEMO_PASSWORD } from './render'

export const ENDED = 'Your session has ended, please sign in again'
type User = Awaited<ReturnType<typeof renderApp>>['user']

export async function signInOnPage(user: User, email: string) {
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

/** Every call to the given path, counted. */
export function count(method: 'get' | 'post' | 'patch', path: string) {
  const seen = { calls: 0 }
  server.use(
    http[method](path, () => {
      seen.calls++
      return undefined
    }),
  )
  return seen
}

/** Types a new name, then the API refuses the session on Save. */
export async function revokedWhileRenaming() {
  const view = await renderApp('/app/settings/organization', { as: 'admin@acme.test' })
  const name = await screen.findByLabelText('Organization name')
  await view.user.clear(name)
  await view.user.type(name, 'Acme Renamed')
  server.use(
    http.patch('*/api/v1/enterprise', () =>
      HttpResponse.json(
        { code: 'not_authenticated', detail: 'Not authenticated' },
        { status: 401 },
      ),
    ),
  )
  const logouts = count('post', '*/auth/v1/logout')
  await view.user.click(screen.getByRole('button', { name: 'Save changes' }))
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
  return { ...view, logouts }
}
