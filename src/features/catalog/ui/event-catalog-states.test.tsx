import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import {
  STAFF,
  CATALOG_URL,
  recordCatalogRequests,
  searchBox,
} from '../../../../tests/event-catalog'

afterEach(() => {
  vi.useRealTimers()
})

describe('event catalog states and failures', () => {
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
})
