import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { catalog } from '../../../../mock-api/catalog-data'
import { hold } from '../../../../tests/hold'
import { RATE_LIMITED_TEXT, rateLimited } from '../../../../tests/requests'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import {
  STAFF,
  CATALOG_URL,
  recordCatalogRequests,
  searchBox,
  card,
} from '../../../../tests/event-catalog'

afterEach(() => {
  vi.useRealTimers()
})

describe('event catalog refresh', () => {
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
})
