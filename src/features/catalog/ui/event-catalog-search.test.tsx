import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { hold } from '../../../../tests/hold'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import {
  STAFF,
  CATALOG_URL,
  recordCatalogRequests,
  matching,
  whileTheClockStands,
  searchBox,
  card,
} from '../../../../tests/event-catalog'

afterEach(() => {
  vi.useRealTimers()
})

describe('event catalog search', () => {
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
})
