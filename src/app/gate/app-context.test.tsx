import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { isRedirect } from '@tanstack/react-router'
import { organisationQueries } from '@/entities/organisation'
import { sessionQueries } from '@/entities/session'
import { renderApp } from '../../../tests/render'
import { createQueryClient } from '../query-client'
import { loadAppContext } from './app-context'

const appContext = (router: Awaited<ReturnType<typeof renderApp>>['router']) =>
  router.state.matches.find((match) => match.routeId === '/app')?.context

describe('the /app route context', () => {
  it('holds the organisation, the user and their access for an internal admin', async () => {
    const { router } = await renderApp('/app/team', { as: 'staff@flow.test' })
    await screen.findByRole('heading', { name: 'Team' })
    const context = appContext(router)
    expect(context?.organisation.domain).toBe('flow.test')
    expect(context?.user.email).toBe('staff@flow.test')
    expect(context?.access).toEqual({ admin: true, internal: true, internalAdmin: true })
  })

  it('tells a customer admin apart from internal staff', async () => {
    const { router } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await screen.findByRole('heading', { name: 'Team' })
    expect(appContext(router)?.organisation.name).toBe('Acme Corp')
    expect(appContext(router)?.access).toEqual({
      admin: true,
      internal: false,
      internalAdmin: false,
    })
  })

  it('never returns without a session and an organisation', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(sessionQueries.all(), null)
    queryClient.setQueryData(organisationQueries.current().queryKey, null)
    const error: unknown = await loadAppContext(queryClient).catch((e: unknown) => e)
    expect(isRedirect(error) && error.options.to).toBe('/login')
  })
})
