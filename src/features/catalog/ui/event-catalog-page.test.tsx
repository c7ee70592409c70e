import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { catalog } from '../../../../mock-api/catalog-data'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { STAFF, CATALOG_URL, recordCatalogRequests, card } from '../../../../tests/event-catalog'

afterEach(() => {
  vi.useRealTimers()
})

describe('event catalog access', () => {
  it('refuses anyone outside the company domain without asking for the catalog', async () => {
    const requests = recordCatalogRequests()
    await renderApp('/app/event-catalog', { as: 'admin@acme.test' })
    expect(
      await screen.findByText('You are not authorized to access this page'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Events Catalog' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Event Catalog' })).not.toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('asks for the first page from the route loader, before the page renders', async () => {
    const requests = recordCatalogRequests()
    const { router } = await renderApp('/app/team', { as: STAFF })
    await screen.findByRole('heading', { name: 'Team' })
    await router.preloadRoute({ to: '/app/event-catalog', search: { q: 'paused' } })
    expect(requests.map((url) => url.searchParams.get('search'))).toEqual(['paused'])
    expect(requests[0]!.searchParams.get('page_number')).toBe('1')
    expect(screen.queryByRole('heading', { name: 'Events Catalog' })).not.toBeInTheDocument()
  })

  it('lets internal staff who are not admins browse it', async () => {
    await renderApp('/app/event-catalog', { as: 'intern@flow.test' })
    expect(await screen.findByText('Showing 50 events (more available)')).toBeInTheDocument()
  })
})

describe('event catalog', () => {
  it('shows the loading message, then the first page of 50, and appends pages with Load More', async () => {
    const requests = recordCatalogRequests()
    // The first page is held back until the loading message has been seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(CATALOG_URL, async () => {
        await held
        return undefined
      }),
    )
    const { user } = await renderApp('/app/event-catalog', { as: STAFF })
    expect(
      await screen.findByText('Loading events catalog...', {}, { timeout: 3_000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Events Catalog' })).toBeInTheDocument()
    release()
    expect(await screen.findByText('Showing 50 events (more available)')).toBeInTheDocument()
    const first = catalog()[0]!
    expect(card(first.event_type)).toHaveTextContent(`${first.event_keys.length} key`)
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('Showing 100 events (more available)')).toBeInTheDocument()
    expect(requests.map((url) => url.searchParams.get('page_number'))).toEqual(['1', '2'])
    expect(requests[1]!.searchParams.get('page_size')).toBe('50')
  })

  it('keeps the loaded events when a further page fails', async () => {
    const { user } = await renderApp('/app/event-catalog', { as: STAFF })
    await screen.findByText('Showing 50 events (more available)')
    server.use(
      http.get(CATALOG_URL, ({ request }) =>
        new URL(request.url).searchParams.get('page_number') === '2'
          ? HttpResponse.json({ detail: 'down' }, { status: 500 })
          : undefined,
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('Failed to load events catalog')).toBeInTheDocument()
    expect(screen.getByText('Showing 50 events (more available)')).toBeInTheDocument()
    expect(card(catalog()[0]!.event_type)).toBeInTheDocument()
  })

  it('renders only the cards near the viewport once the list is long', async () => {
    // jsdom has no layout: give every card a height so the virtualiser can measure it.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120)
    const { user } = await renderApp('/app/event-catalog', { as: STAFF })
    await screen.findByText('Showing 50 events (more available)')
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    await screen.findByText('Showing 100 events (more available)')
    expect(screen.getAllByRole('article')).toHaveLength(100)
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('Showing 150 events (more available)')).toBeInTheDocument()
    const rendered = screen.getAllByRole('listitem').filter((el) => el.getAttribute('aria-setsize'))
    expect(rendered.length).toBeGreaterThan(0)
    expect(rendered.length).toBeLessThan(40)
    expect(rendered[0]).toHaveAttribute('aria-setsize', '150')
    expect(card(catalog()[0]!.event_type)).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: catalog()[149]!.event_type })).toBeNull()
  })
})
