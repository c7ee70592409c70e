import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderApp } from '../../../tests/render'
import { recordRequests } from '../../../tests/requests'

/** The API GETs the page starts from now on, by URL. */
const recordGets = () =>
  recordRequests((request) =>
    request.method === 'GET' && new URL(request.url).pathname.startsWith('/api/')
      ? request.url
      : undefined,
  )

/** What the portal stored for index.html (src/app/boot/early-data.js) to start early. */
const stored = () =>
  JSON.parse(localStorage.getItem('flow-early-calls') ?? 'null') as {
    user: string
    calls: Record<string, string[]>
  } | null

describe('early calls (src/app/boot/early-data.js) are exactly what each page first asked for', () => {
  it.each([
    ['/app/team', 'admin@acme.test', /admin@acme\.test/],
    ['/app/event-catalog', 'staff@flow.test', /Showing \d+ events/],
    ['/app/privacy', 'admin@acme.test', 'Zero data retention'],
    ['/app/event-catalog', 'admin@acme.test', 'You are not authorized to access this page'],
  ])('%s as %s', async (path, as, shown) => {
    const gets = recordGets()
    await renderApp(path, { as })
    await screen.findAllByText(shown)
    expect(gets.length).toBeGreaterThan(0)
    expect(stored()?.calls[path]).toEqual([...gets].sort())
  })

  it('notes nothing for a page with a search, whose calls depend on it', async () => {
    await renderApp('/app/event-catalog?q=page', { as: 'staff@flow.test' })
    await screen.findByRole('searchbox')
    expect(stored()?.calls['/app/event-catalog']).toBeUndefined()
  })
})
