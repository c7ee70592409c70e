import { delay, http, HttpResponse } from 'msw'
import { MAX_BODY_BYTES } from '../config'
import { takeFault } from '../faults'
import { errorBody, withBaselineHeaders } from '../lib/http'

/** Runs before every other handler: the QA fault rules, then the request body cap. */

// The controls stay reachable whatever the rules say, so a tester can always clear them.
const CONTROL_PATHS = /^\/demo(\/|\/index\.html|\/style\.css|\/reset|\/faults(\/.*)?)?$/

async function bodySize(request: Request): Promise<number> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared)) return declared
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return 0
  return (await request.clone().arrayBuffer()).byteLength
}

function faultAnswer(pathname: string, status: number, body: unknown): Response {
  const headers: Record<string, string> = status === 429 ? { 'Retry-After': '30' } : {}
  const fallback =
    status === 429
      ? {
          ...errorBody(
            pathname,
            status,
            'rate_limited',
            'Too many attempts, try again in 30 seconds',
          ),
          retry_after: 30,
        }
      : errorBody(pathname, status, 'injected_fault', `Injected fault (${status})`)
  if (status === 204 || status === 304) return new HttpResponse(null, { status, headers })
  return HttpResponse.json((body ?? fallback) as never, { status, headers })
}

export const gateHandlers = [
  http.all('*', async ({ request }) => {
    const { pathname } = new URL(request.url)
    if (!CONTROL_PATHS.test(pathname)) {
      const fault = takeFault(request.method, pathname)
      if (fault) {
        if (fault.delayMs) await delay(fault.delayMs)
        if (fault.drop) return HttpResponse.error()
        if (fault.hang) await delay('infinite')
        if (fault.status)
          return withBaselineHeaders(faultAnswer(pathname, fault.status, fault.body))
      }
    }
    if ((await bodySize(request)) > MAX_BODY_BYTES)
      return withBaselineHeaders(
        HttpResponse.json(
          errorBody(pathname, 413, 'payload_too_large', 'The request body is too large'),
          { status: 413 },
        ),
      )
    return undefined
  }),
]
