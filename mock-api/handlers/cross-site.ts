import { http, HttpResponse } from 'msw'
import {
  crossSiteRefusal,
  DEMO_STATE_PATHS,
  FORM_TOKEN_FIELD,
  formTokenMatches,
  PANEL_PATHS,
} from '../cross-site'
import { errorPage } from '../lib/html'
import { withBaselineHeaders } from '../lib/http'

/**
 * Runs first (SEC-9): unsafe requests to the demo controls, demo pages and sign-in pages from
 * another site are refused (403); a browser's non-JSON post to a /demo/ panel control must also
 * carry the panel's form token.
 */

const isJson = (request: Request) =>
  request.headers.get('content-type')?.includes('application/json') === true

const fromBrowser = (request: Request) =>
  request.headers.has('origin') ||
  request.headers.has('sec-fetch-site') ||
  request.headers.get('content-type')?.includes('form') === true

function refused(request: Request, reason: string): Response {
  const words = `${reason}: the demo backend takes changes only from its own pages and the portal.`
  return withBaselineHeaders(
    isJson(request) || !fromBrowser(request)
      ? HttpResponse.json({ detail: words, code: 'cross_site_request' }, { status: 403 })
      : errorPage('Request refused', words, 403),
  )
}

export const crossSiteHandlers = [
  http.all('*', async ({ request }) => {
    const { pathname } = new URL(request.url)
    if (!DEMO_STATE_PATHS.test(pathname)) return undefined
    const reason = crossSiteRefusal(request)
    if (reason) return refused(request, reason)
    if (
      PANEL_PATHS.test(pathname) &&
      !['GET', 'HEAD', 'OPTIONS'].includes(request.method) &&
      !isJson(request) &&
      fromBrowser(request)
    ) {
      const token = new URLSearchParams(await request.clone().text()).get(FORM_TOKEN_FIELD)
      if (!formTokenMatches(request, token))
        return refused(request, 'The form is out of date or came from another site')
    }
    return undefined
  }),
]
