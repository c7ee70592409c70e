import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { catalog } from '../../../../mock-api/catalog-data'
import { hold } from '../../../../tests/hold'
import { RATE_LIMITED_TEXT, rateLimited } from '../../../../tests/requests'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'

const STAFF = 'staff@flow.test'
const CATALOG_URL = '*/api/v1/analytics/events-catalog'

afterEach(() => {
  vi.useRealTimers()
})

/** Every catalog page request the app makes, as URL objects. */
function recordCatalogRequests() {
  const seen: URL[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname.startsWith('/api/v1/analytics/')) seen.push(url)
  }
  server.events.on('request:start', listener)
  return seen
}

const matching = (term: string) =>
  catalog().filter(
    (item) => item.event_type.includes(term) || item.event_keys.some((key) => key.includes(term)),
  )

/**
 * With the clock faked and still: lets the page run what is due now (its 0 ms timers, its
 * requests) until `check` passes, so no debounce ends meanwhile.
 */
const whileTheClockStands = (check: () => void) =>
  vi.waitFor(check, { interval: 0, timeout: 5_000 })

const searchBox = () => screen.getByRole('searchbox', { name: 'Search events' })
const card = (eventType: string) => screen.getByRole('article', { name: eventType })

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

  it('opens a shared search from the URL, highlights matches and stops when the last page is short', async () => {
    const total = matching('paused').length
    const { user } = await renderApp('/app/event-catalog?q=paused', { as: STAFF })
    expect(
      await screen.findByText('Found 50 events matching "paused" (more available)'),
    ).toBeInTheDocument()
    expect(searchBox()).toHaveValue('paused')
    const first = matching('paused')[0]!
    const marks = within(card(first.event_type)).getAllByRole('mark')
    expect(marks.map((mark) => mark.textContent)).toContain('paused')
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText(`Found ${total} events matching "paused"`)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
  })

  it('ignores a term in the URL that is too short to search', async () => {
    await renderApp('/app/event-catalog?q=pa', { as: STAFF })
    expect(await screen.findByText('Showing 50 events (more available)')).toBeInTheDocument()
    expect(searchBox()).toHaveValue('')
  })

  it('never sends a term in the URL longer than 100 characters: it reads as no search (CAT-10)', async () => {
    const requests = recordCatalogRequests()
    await renderApp(`/app/event-catalog?q=${'b'.repeat(150)}`, { as: STAFF })
    expect(await screen.findByText('Showing 50 events (more available)')).toBeInTheDocument()
    expect(searchBox()).toHaveValue('')
    expect(requests.filter((url) => url.searchParams.get('search'))).toEqual([])
  })

  it('debounces typing by 500 ms, then searches once from page 1 and puts the term in the URL', async () => {
    const requests = recordCatalogRequests()
    const view = await renderApp('/app/event-catalog', { as: STAFF })
    await screen.findByText('Showing 50 events (more available)')
    await view.user.click(screen.getByRole('button', { name: 'Load More' }))
    await screen.findByText('Showing 100 events (more available)')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { router } = view
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.type(searchBox(), 'paused')
    await act(() => vi.advanceTimersByTimeAsync(400))
    expect(router.state.location.search).toEqual({})
    expect(requests.filter((url) => url.searchParams.get('search'))).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(150))
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'paused' }))
    expect(
      await screen.findByText('Found 50 events matching "paused" (more available)'),
    ).toBeInTheDocument()
    const searches = requests.filter((url) => url.searchParams.get('search'))
    expect(searches.map((url) => url.searchParams.get('search'))).toEqual(['paused'])
    expect(searches[0]!.searchParams.get('page_number')).toBe('1')

    // Clearing the box is a search too: back to the whole catalog after the same pause, from
    // page 1 again although two pages of it had been loaded (CAT-4).
    await user.clear(searchBox())
    await act(() => vi.advanceTimersByTimeAsync(550))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(await screen.findByText('Showing 50 events (more available)')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('Showing 100 events (more available)')).toBeInTheDocument()
    expect(requests.at(-1)!.searchParams.get('page_number')).toBe('2')
  })

  it('keeps a keystroke typed as the debounced search is being sent, and searches it next', async () => {
    const { router } = await renderApp('/app/event-catalog', { as: STAFF })
    await screen.findByText('Showing 50 events (more available)')
    // The pauses are the test's: each search goes out only when the test moves the clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.change(searchBox(), { target: { value: 'use' } })
    // The pause ends and "use" is sent; the next key lands before the URL has taken it.
    act(() => {
      vi.advanceTimersByTime(500)
    })
    fireEvent.change(searchBox(), { target: { value: 'user' } })
    // "use" arrives in the URL and its answer on screen, the clock standing still meanwhile.
    await whileTheClockStands(() =>
      expect(screen.getByText(/^Found \d+ events matching "use"/)).toBeInTheDocument(),
    )
    expect(router.state.location.search).toEqual({ q: 'use' })
    expect(searchBox()).toHaveValue('user')
    // Its own pause ends: "user" is searched next, and the box still holds it.
    act(() => {
      vi.advanceTimersByTime(500)
    })
    await whileTheClockStands(() =>
      expect(screen.getByText(/^Found \d+ events matching "user"/)).toBeInTheDocument(),
    )
    expect(router.state.location.search).toEqual({ q: 'user' })
    expect(searchBox()).toHaveValue('user')
  })

  it('keeps the pages on screen when the same search loads again', async () => {
    const { user, router } = await renderApp('/app/event-catalog', { as: STAFF })
    await user.click(await screen.findByRole('button', { name: 'Load More' }))
    await screen.findByText('Showing 100 events (more available)')
    await act(() => router.invalidate())
    expect(screen.getByText('Showing 100 events (more available)')).toBeInTheDocument()
  })

  it('asks for more characters and does not search below 3', async () => {
    const requests = recordCatalogRequests()
    const { router } = await renderApp('/app/event-catalog', { as: STAFF })
    await screen.findByText('Showing 50 events (more available)')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.type(searchBox(), 'p')
    expect(screen.getByText('Type 2 more characters to search')).toBeInTheDocument()
    await user.type(searchBox(), 'a')
    expect(screen.getByText('Type 1 more character to search')).toBeInTheDocument()
    expect(searchBox()).toHaveAccessibleDescription('Type 1 more character to search')
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(router.state.location.search).toEqual({})
    expect(requests.filter((url) => url.searchParams.get('search'))).toEqual([])
    expect(screen.getByText('Showing 50 events (more available)')).toBeInTheDocument()
    await user.type(searchBox(), 'u')
    expect(screen.queryByText(/more character/)).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(550))
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'pau' }))
  })

  it('never lets a slower answer to an older search replace the newer one', async () => {
    // The older search's answer is held until the newer one is on screen, then let through.
    const stale = hold()
    let staleAnswered = false
    server.use(
      http.get(CATALOG_URL, async ({ request }) => {
        if (new URL(request.url).searchParams.get('search') !== 'pause' || staleAnswered) return
        await stale.wait()
        staleAnswered = true
        return HttpResponse.json({ items: [{ event_type: 'stale_answer', event_keys: [] }] })
      }),
    )
    const { user } = await renderApp('/app/event-catalog', { as: STAFF })
    await screen.findByText('Showing 50 events (more available)')
    await user.type(searchBox(), 'pause')
    // The first search is now under way (and held); refine it.
    expect(
      await screen.findByText('Loading events catalog...', {}, { timeout: 2_000 }),
    ).toBeInTheDocument()
    await user.type(searchBox(), 'd')
    expect(
      await screen.findByText(
        'Found 50 events matching "paused" (more available)',
        {},
        { timeout: 2_000 },
      ),
    ).toBeInTheDocument()
    stale.release()
    await waitFor(() => expect(staleAnswered).toBe(true))
    // The older answer has arrived: the newer list is still what is shown.
    expect(screen.queryByText('stale_answer')).not.toBeInTheDocument()
    expect(
      screen.getByText('Found 50 events matching "paused" (more available)'),
    ).toBeInTheDocument()
  })

  it("says 'No events match your search criteria' for a search without results", async () => {
    await renderApp('/app/event-catalog?q=zzzzzz', { as: STAFF })
    expect(await screen.findByText('No events match your search criteria')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
  })

  it("says each search's count, or that nothing matched, from one live region that stays", async () => {
    const { user } = await renderApp('/app/event-catalog', { as: STAFF })
    await screen.findByText('Showing 50 events (more available)')
    const region = screen
      .getAllByRole('status')
      .find((status) => status.textContent === 'Showing 50 events (more available)')
    expect(region).toBeDefined()
    await user.type(searchBox(), 'zzzzzz')
    await waitFor(() => expect(region).toHaveTextContent('No events match your search criteria'), {
      timeout: 3000,
    })
    expect(screen.getByText('No events match your search criteria')).toBe(region)
  })

  it("says 'No events found' when the catalog is empty", async () => {
    server.use(http.get(CATALOG_URL, () => HttpResponse.json({ items: [] })))
    await renderApp('/app/event-catalog', { as: STAFF })
    expect(await screen.findByText('No events found')).toBeInTheDocument()
  })

  it("says 'Failed to load events catalog' and recovers with Try again", async () => {
    server.use(http.get(CATALOG_URL, () => HttpResponse.json({ detail: 'down' }, { status: 500 })))
    const { user } = await renderApp('/app/event-catalog', { as: STAFF })
    expect(await screen.findByText('Failed to load events catalog')).toBeInTheDocument()
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Showing 50 events (more available)')).toBeInTheDocument()
  })

  it('shows a failed new search under the search box, which stays for Try again (CAT-10)', async () => {
    const { user } = await renderApp('/app/event-catalog', { as: STAFF })
    await screen.findByText('Showing 50 events (more available)')
    server.use(
      http.get(CATALOG_URL, ({ request }) =>
        new URL(request.url).searchParams.get('search') === 'paused'
          ? HttpResponse.json({ detail: 'down' }, { status: 500 })
          : undefined,
      ),
    )
    await user.type(searchBox(), 'paused')
    expect(
      await screen.findByText('Failed to load events catalog', {}, { timeout: 5_000 }),
    ).toBeInTheDocument()
    expect(searchBox()).toHaveValue('paused')
    expect(screen.getByRole('button', { name: 'Refresh All Events' })).toBeInTheDocument()
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByText('Found 50 events matching "paused" (more available)'),
    ).toBeInTheDocument()
  })

  it('says a term longer than the API takes is too long, and does not send it (SEC-4)', async () => {
    const requests = recordCatalogRequests()
    const { router } = await renderApp('/app/event-catalog', { as: STAFF })
    await screen.findByText('Showing 50 events (more available)')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(searchBox())
    await user.paste('x'.repeat(101))
    expect(await screen.findByText('Use at most 100 characters')).toBeInTheDocument()
    // Well past the pause after which a term is searched (CAT-4).
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(router.state.location.search).toEqual({})
    expect(requests.filter((url) => url.searchParams.get('search'))).toEqual([])
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

  it('refreshes one card in place, addressing the event type safely in the URL', async () => {
    const odd = { event_type: 'odd/event type', event_keys: ['old_key'] }
    const other = { event_type: 'other_event', event_keys: ['user_id'] }
    const refreshed: string[] = []
    server.use(
      http.get(CATALOG_URL, () => HttpResponse.json({ items: [odd, other] })),
      http.get(`${CATALOG_URL}/*`, ({ request }) => {
        refreshed.push(new URL(request.url).pathname)
        return HttpResponse.json({
          items: [{ event_type: odd.event_type, event_keys: ['fresh_key', 'user_id'] }],
        })
      }),
    )
    const { user } = await renderApp('/app/event-catalog', { as: STAFF })
    await screen.findByText('Showing 2 events')
    await user.click(
      within(card(odd.event_type)).getByRole('button', { name: `Refresh ${odd.event_type}` }),
    )
    expect(await within(card(odd.event_type)).findByText('fresh_key')).toBeInTheDocument()
    expect(within(card(odd.event_type)).getByText('2 keys')).toBeInTheDocument()
    expect(within(card(odd.event_type)).queryByText('old_key')).not.toBeInTheDocument()
    expect(within(card(other.event_type)).getByText('user_id')).toBeInTheDocument()
    expect(refreshed).toEqual(['/api/v1/analytics/events-catalog/odd%2Fevent%20type'])
  })

  it('refreshes a real card from the server and reports a failed refresh', async () => {
    const { user } = await renderApp('/app/event-catalog', { as: STAFF })
    await screen.findByText('Showing 50 events (more available)')
    const first = catalog()[0]!
    await user.click(
      within(card(first.event_type)).getByRole('button', { name: `Refresh ${first.event_type}` }),
    )
    await waitFor(() =>
      expect(
        within(card(first.event_type)).getByRole('button', { name: `Refresh ${first.event_type}` }),
      ).toBeEnabled(),
    )
    server.use(
      http.get(`${CATALOG_URL}/:eventType`, () =>
        HttpResponse.json({ detail: 'Event type not found' }, { status: 404 }),
      ),
    )
    await user.click(
      within(card(first.event_type)).getByRole('button', { name: `Refresh ${first.event_type}` }),
    )
    expect(
      await screen.findByText(`Failed to refresh event: ${first.event_type}`),
    ).toBeInTheDocument()
    expect(card(first.event_type)).toBeInTheDocument()
  })

  it("starts 'Refresh All Events' and says it takes about 5+ minutes", async () => {
    const { user } = await renderApp('/app/event-catalog', { as: STAFF })
    await user.click(await screen.findByRole('button', { name: 'Refresh All Events' }))
    expect(
      await screen.findByText('Refresh started for all events. This takes about 5+ minutes.'),
    ).toBeInTheDocument()
  })

  it("reports 'Failed to initiate refresh for all events'", async () => {
    server.use(
      http.get('*/api/v1/analytics/refresh-all-event-types', () =>
        HttpResponse.json({ detail: 'busy' }, { status: 503 }),
      ),
    )
    const { user } = await renderApp('/app/event-catalog', { as: STAFF })
    await user.click(await screen.findByRole('button', { name: 'Refresh All Events' }))
    expect(await screen.findByText('Failed to initiate refresh for all events')).toBeInTheDocument()
    expect(
      screen.queryByText('Refresh started for all events. This takes about 5+ minutes.'),
    ).not.toBeInTheDocument()
  })

  it("sends one request for a double click on Refresh All Events, a card's Refresh and Load More (VAL-4)", async () => {
    const requests = recordCatalogRequests()
    const answers = hold()
    server.use(
      http.get('*/api/v1/analytics/*', async () => {
        await answers.wait()
      }),
    )
    await renderApp('/app/event-catalog', { as: STAFF })
    answers.release()
    await screen.findByText('Showing 50 events (more available)')
    const held = hold()
    server.use(
      http.get('*/api/v1/analytics/*', async () => {
        await held.wait()
      }),
    )
    const first = catalog()[0]!
    const buttons = [
      screen.getByRole('button', { name: 'Refresh All Events' }),
      within(card(first.event_type)).getByRole('button', { name: `Refresh ${first.event_type}` }),
      screen.getByRole('button', { name: 'Load More' }),
    ]
    for (const button of buttons)
      act(() => {
        button.click()
        button.click()
      })
    await waitFor(() => expect(requests).toHaveLength(4))
    held.release()
    await screen.findByText('Showing 100 events (more available)')
    // One each, whatever order the requests started in.
    expect(
      requests
        .slice(1)
        .map((url) => url.pathname + url.search)
        .sort(),
    ).toEqual(
      [
        '/api/v1/analytics/refresh-all-event-types',
        `/api/v1/analytics/events-catalog/${encodeURIComponent(first.event_type)}`,
        '/api/v1/analytics/events-catalog?page_size=50&page_number=2&search=',
      ].sort(),
    )
  })

  it('tells a failed card refresh even once the card has left the list (CAT-8)', async () => {
    const answer = hold()
    const { user } = await renderApp('/app/event-catalog', { as: STAFF })
    await screen.findByText('Showing 50 events (more available)')
    const first = catalog()[0]!
    server.use(
      http.get(`${CATALOG_URL}/:eventType`, async () => {
        await answer.wait()
        return HttpResponse.json({ detail: 'boom' }, { status: 500 })
      }),
    )
    await user.click(
      within(card(first.event_type)).getByRole('button', { name: `Refresh ${first.event_type}` }),
    )
    // A new search replaces the list: the card that sent the refresh is gone.
    fireEvent.change(searchBox(), { target: { value: 'zzzzzz' } })
    await screen.findByText('No events match your search criteria', undefined, { timeout: 3000 })
    expect(screen.queryByRole('article', { name: first.event_type })).not.toBeInTheDocument()
    answer.release()
    expect(
      await screen.findByText(`Failed to refresh event: ${first.event_type}`),
    ).toBeInTheDocument()
  })

  it('reads a rate-limited refresh as HTTP-9 says, for one card and for all events', async () => {
    server.use(
      http.get(`${CATALOG_URL}/:eventType`, rateLimited),
      http.get('*/api/v1/analytics/refresh-all-event-types', rateLimited),
    )
    const { user } = await renderApp('/app/event-catalog', { as: STAFF })
    await screen.findByText('Showing 50 events (more available)')
    const first = catalog()[0]!
    await user.click(
      within(card(first.event_type)).getByRole('button', { name: `Refresh ${first.event_type}` }),
    )
    expect(await screen.findByText(RATE_LIMITED_TEXT)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Refresh All Events' }))
    await waitFor(() => expect(screen.getAllByText(RATE_LIMITED_TEXT)).toHaveLength(2))
    expect(screen.queryByText('Failed to initiate refresh for all events')).not.toBeInTheDocument()
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
