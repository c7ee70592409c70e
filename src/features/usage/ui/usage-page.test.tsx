import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'

afterEach(() => vi.unstubAllEnvs())

describe('usage page (USAGE-1, USAGE-2)', () => {
  it("shows the organisation's totals from the demo backend (USAGE-2)", async () => {
    await renderApp('/app/usage', { as: 'admin@acme.test' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Usage' })).toBeInTheDocument()
    expect(screen.getByText(/active users/)).toBeInTheDocument()
  })

  it('has its entry in the side menu (USAGE-1)', async () => {
    await renderApp('/app/usage', { as: 'admin@acme.test' })
    const menu = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(menu).getByRole('link', { name: 'Usage' })).toHaveAttribute('href', '/app/usage')
  })

  it('has no entry on a server without the usage extension (USAGE-1)', async () => {
    vi.stubEnv('DEMO_EXTENSIONS', 'none')
    await renderApp('/app/team', { as: 'member@acme.test' })
    const menu = await screen.findByRole('navigation', { name: 'Main' })
    // The menu is drawn once the server's extensions are known (the /app loader asks for them).
    expect(within(menu).getByRole('link', { name: 'Team' })).toBeInTheDocument()
    expect(within(menu).queryByRole('link', { name: 'Usage' })).not.toBeInTheDocument()
  })

  it("a failed load shows the page's error and Try again (USAGE-2)", async () => {
    server.use(
      http.get('*/api/v1/enterprise/usage', () =>
        HttpResponse.json({ detail: 'Down' }, { status: 500 }),
      ),
    )
    await renderApp('/app/usage', { as: 'admin@acme.test' })
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
