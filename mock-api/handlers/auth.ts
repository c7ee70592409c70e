import { HttpResponse } from 'msw'
import { z } from 'zod'
import { recordFailedSignIn, recordSignOut } from '../audit/auth-events'
import { ApiError, route } from '../lib/http'
import { checkPassword } from '../sign-in'
import { checkAccessToken, createSession, refreshSession, signOut } from '../sessions'
import { authUserView } from '../views'

/** The Supabase Auth (GoTrue) REST subset that @supabase/auth-js calls, under /auth/v1. */

function authError(status: number, errorCode: string, msg: string): ApiError {
  return new ApiError(status, { code: status, error_code: errorCode, msg })
}

async function body(request: Request): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await request.json()
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>
  } catch {
    // fall through
  }
  throw authError(400, 'bad_json', 'Could not parse request body as JSON')
}

const passwordGrant = z.object({ email: z.string().min(1), password: z.string().min(1) })
const refreshGrant = z.object({ refresh_token: z.string().min(1) })

function requireSession(request: Request) {
  const check = checkAccessToken(request)
  if (check.ok) return check
  if (check.reason === 'missing')
    throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  if (check.reason === 'session_not_found')
    throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
  throw authError(
    403,
    'bad_jwt',
    'invalid JWT: unable to parse or verify signature, token is expired or invalid',
  )
}

export const authHandlers = [
  route('post', '/auth/v1/token', async ({ request, url, origin }) => {
    const grant = url.searchParams.get('grant_type')
    if (grant === 'password') {
      const parsed = passwordGrant.safeParse(await body(request))
      if (!parsed.success) throw authError(400, 'validation_failed', 'Missing email or password')
      const user = await checkPassword(
        request,
        url.pathname,
        parsed.data.email,
        parsed.data.password,
      )
      if (!user) {
        recordFailedSignIn(parsed.data.email, request, 'invalid_credentials')
        throw authError(400, 'invalid_credentials', 'Invalid login credentials')
      }
      if (!user.verifiedAt) throw authError(400, 'email_not_confirmed', 'Email not confirmed')
      return HttpResponse.json(createSession(user, origin, request))
    }
    if (grant === 'refresh_token') {
      const parsed = refreshGrant.safeParse(await body(request))
      if (!parsed.success) throw authError(400, 'validation_failed', 'Refresh Token is required')
      const session = refreshSession(parsed.data.refresh_token, origin)
      if (!session)
        throw authError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        )
      return HttpResponse.json(session)
    }
    throw authError(400, 'unsupported_grant_type', 'unsupported_grant_type')
  }),

  route('get', '/auth/v1/user', ({ request }) => {
    const { user } = requireSession(request)
    return HttpResponse.json(authUserView(user))
  }),

  route('post', '/auth/v1/logout', ({ request, url }) => {
    const scope = url.searchParams.get('scope') ?? 'global'
    if (scope !== 'global' && scope !== 'local' && scope !== 'others')
      throw authError(400, 'validation_failed', 'Unsupported logout scope')
    const { user, session } = requireSession(request)
    signOut(user, session, scope)
    recordSignOut(user, request, scope)
    return new HttpResponse(null, { status: 204 })
  }),

  route('get', '/auth/v1/settings', () =>
    HttpResponse.json({
      external: { email: true, google: true, azure: true, apple: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: true,
    }),
  ),

  route('get', '/auth/v1/health', () =>
    HttpResponse.json({
      version: 'demo',
      name: 'GoTrue (Flow demo backend)',
      description: 'Demo auth service',
    }),
  ),

  // Anything else under /auth/v1 is not part of the subset.
  route('all', '/auth/v1/*', () => {
    throw authError(404, 'not_found', 'This auth endpoint is not available in the demo backend')
  }),
]
