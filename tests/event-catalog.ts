import { vi } from 'vitest'
import { screen } from '@testing-library/react'
import { catalog } from '../mock-api/catalog-data'
import { server } from './msw-server'

export const STAFF = 'staff@flow.test'
export const CATALOG_URL = '*/api/v1/analytics/events-catalog'

/** Every catalog page request the app makes, as URL objects. */
export function recordCatalogRequests() {
  const seen: URL[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname.startsWith('/api/v1/analytics/')) seen.push(url)
  }
  server.events.on('request:start', listener)
  return seen
}

export const matching = (term: string) =>
  catalog().filter(
    (item) => item.event_type.includes(term) || item.event_keys.some((key) => key.includes(term)),
  )

/**
 * With the clock faked and still: lets the page run what is due now (its 0 ms timers, its
 * requests) until `check` passes, so no debounce ends meanwhile.
 */
export const whileTheClockStands = (check: () => void) =>
  vi.waitFor(check, { interval: 0, timeout: 5_000 })

export const searchBox = () => screen.getByRole('searchbox', { name: 'Search events' })
export const card = (eventType: string) => screen.getByRole('article', { name: eventType })
