import { HttpResponse } from 'msw'
import { server } from './msw-server'

/**
 * Records, from now on and in order, what `take` keeps of each request the app starts (undefined
 * skips it), into `into`. Recorders stop with the test (tests/setup.ts).
 */
export function recordRequests<T>(take: (request: Request) => T | undefined, into: T[] = []): T[] {
  server.events.on('request:start', ({ request }) => {
    const kept = take(request)
    if (kept !== undefined) into.push(kept)
  })
  return into
}

/** Counts organisation reads (GET /api/v1/enterprise), i.e. seat-counter refreshes, from now on. */
export function countOrganisationReads(): { readonly count: number } {
  const reads = recordRequests((request) =>
    request.method === 'GET' && new URL(request.url).pathname === '/api/v1/enterprise'
      ? true
      : undefined,
  )
  return {
    get count() {
      return reads.length
    },
  }
}

/** Counts calls to the API by "METHOD /path" (path after /api/v1/enterprise), from now on. */
export function countApiCalls(): (call: string) => number {
  const calls = recordRequests((request) => {
    const path = new URL(request.url).pathname
    return path.startsWith('/api/v1/enterprise')
      ? `${request.method} ${decodeURIComponent(path.slice('/api/v1/enterprise'.length)) || '/'}`
      : undefined
  })
  return (call: string) => calls.filter((c) => c === call).length
}

/** An answer whose headers and first bytes arrive, then nothing more: a stalled body. */
export const stalledJson = (firstBytes: string) =>
  new Response(
    new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode(firstBytes)) }),
    { headers: { 'Content-Type': 'application/json' } },
  )

/** A 429 as the API sends one, asking to wait 30 s, and how the portal then reads (HTTP-9). */
export const rateLimited = () =>
  HttpResponse.json({ detail: 'slow down' }, { status: 429, headers: { 'Retry-After': '30' } })
export const RATE_LIMITED_TEXT = 'Too many attempts, try again in 30 seconds'
