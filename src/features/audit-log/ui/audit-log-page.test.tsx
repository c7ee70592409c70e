import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'

afterEach(() => vi.unstubAllEnvs())

describe('audit log page (AUDIT-1, AUDIT-2)', () => {
  it("lists the organisation's newest events from the demo backend (AUDIT-1)", async () => {
    await renderApp('/app/audit-log', { as: 'admin@acme.test' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Audit log' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(50)
  })

  it('has its entry in the side menu (AUDIT-1)', async () => {
    await renderApp('/app/audit-log', { as: 'member@acme.test' })
    const menu = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(menu).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/app/audit-log',
    )
  })

  it('has no entry on a server without the audit-log extension (AUDIT-1)', async () => {
    vi.stubEnv('DEMO_EXTENSIONS', 'none')
    await renderApp('/app/team', { as: 'member@acme.test' })
    const menu = await screen.findByRole('navigation', { name: 'Main' })
    // The menu is drawn once the server's extensions are known (the /app loader asks for them).
    expect(within(menu).getByRole('link', { name: 'Team' })).toBeInTheDocument()
    expect(within(menu).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument()
  })

  it("a failed load shows the page's error and Try again (AUDIT-2)", async () => {
    server.use(
      http.get('*/api/v1/enterprise/audit-events', () =>
        HttpResponse.json({ detail: 'Down' }, { status: 500 }),
      ),
    )
    await renderApp('/app/audit-log', { as: 'admin@acme.test' })
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
