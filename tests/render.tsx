import { Suspense, type ReactNode } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory } from '@tanstack/react-router'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { App, Providers } from '@/app/providers'
import { getAuthClient } from '@/shared/auth'

export const DEMO_PASSWORD = 'demo1234'

/** Signs in through the real auth client against the demo auth service. */
export async function signInAs(email: string, password = DEMO_PASSWORD) {
  const { error } = await (await getAuthClient()).signInWithPassword({ email, password })
  if (error) throw error
}

/**
 * Renders the whole portal (real route tree, fresh QueryClient, memory history) at `path`,
 * signed in as `as` when given. Queries retry without delay so fault tests stay fast.
 */
export async function renderApp(path: string, options: { as?: string } = {}) {
  if (options.as) await signInAs(options.as)
  const queryClient = createQueryClient({ retryDelay: 0 })
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter(queryClient, history)
  const user = userEvent.setup()
  const view = render(<App queryClient={queryClient} router={router} />)
  return { ...view, user, router, queryClient, history }
}

/**
 * Renders one part of a page (a feature's card) with the app's providers and a fresh
 * QueryClient, signed in as `as` when given; it suspends while its data loads.
 */
export async function renderPart(ui: ReactNode, options: { as?: string } = {}) {
  if (options.as) await signInAs(options.as)
  const queryClient = createQueryClient({ retryDelay: 0 })
  const user = userEvent.setup()
  const view = render(
    <Providers queryClient={queryClient}>
      <Suspense fallback={<p>Loading…</p>}>{ui}</Suspense>
    </Providers>,
  )
  return { ...view, user, queryClient }
}
