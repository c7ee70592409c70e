import { server } from './msw-server'

/** Counts organisation reads (GET /api/v1/enterprise), i.e. seat-counter refreshes, from now on. */
export function countOrganisationReads(): { count: number } {
  const reads = { count: 0 }
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/v1/enterprise')
      reads.count++
  })
  return reads
}
