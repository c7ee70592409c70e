import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { drawnRows, giveRowsHeight, openAuditLog, ROW_PX } from '../../../../tests/audit-log'
import { server } from '../../../../tests/msw-server'
import { auditLogQueries } from '../api/audit-log.queries'

beforeEach(giveRowsHeight)
afterEach(() => vi.restoreAllMocks())

/** jsdom does not scroll: set the window's offset and tell the list. */
function scrollTo(y: number) {
  act(() => {
    window.scrollY = y
    window.dispatchEvent(new Event('scroll'))
  })
}

describe('audit log memory (AUDIT-11)', () => {
  it('keeps at most 5 pages while scrolling down, and asks again for those let go when scrolled back up (AUDIT-11)', async () => {
    const view = await openAuditLog('/app/audit-log', 'bigadmin@bigcorp.test')
    const newest = drawnRows()[0]
    const cursors: string[] = []
    server.events.on('request:start', ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor')
      if (request.url.includes('/audit-events') && cursor) cursors.push(cursor)
    })
    const pages = () =>
      view.queryClient.getQueryData(auditLogQueries.events({}).queryKey)?.pages ?? []

    // Eight pages' worth, each asked for as the list nears its end (rows a wide row's height).
    for (let loaded = 50; loaded < 400; loaded += 50) {
      scrollTo((loaded - 10) * ROW_PX)
      expect(
        await screen.findByText(`Showing ${loaded + 50} events, more as you scroll`),
      ).toBeInTheDocument()
    }
    expect(pages()).toHaveLength(5)
    expect(drawnRows()).not.toContain(newest)
    const downward = cursors.length

    scrollTo(0)
    await waitFor(() => expect(drawnRows()[0]).toBe(newest))
    // The three pages let go came back by cursor, and the list still keeps five.
    expect(cursors.length - downward).toBe(3)
    expect(pages()).toHaveLength(5)
    expect(pages()[0]?.prev_cursor).toBeNull()
    expect(screen.getByText('Showing 400 events, more as you scroll')).toBeInTheDocument()
  })
})
