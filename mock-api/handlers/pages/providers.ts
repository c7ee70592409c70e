import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { addUser, db, findUserByEmail, type Provider, type User } from '../../db'
import { extraSourceOrigins } from '../../config'
import { errorPage, html, page, redirect } from '../../lib/html'
import { readForm, route, type RouteContext } from '../../lib/http'
import { createSession } from '../../sessions'
import { emailSchema } from '../schemas'

/** Demo sign-in pages of the external providers (Google, Microsoft, Apple) and of SSO. */

const PROVIDERS = [
  { path: '/google/sign_in', provider: 'google', label: 'Google' },
  { path: '/microsoft/sign_in', provider: 'azure', label: 'Microsoft' },
  { path: '/apple/sign_in', provider: 'apple', label: 'Apple' },
] as const satisfies readonly { path: string; provider: Provider; label: string }[]

const PROVIDER_LABELS: Record<Provider, string> = {
  email: 'Email',
  google: 'Google',
  azure: 'Microsoft',
  apple: 'Apple',
  workos: 'SSO',
  sso: 'SSO',
}

/**
 * `source` must be an http(s) URL on this server's own origin or one of DEMO_SOURCE_ORIGINS:
 * the session is handed to it, so a foreign origin would receive the tokens.
 */
export function parseSource(raw: string | null | undefined, origin: string): string | null {
  if (!raw) return null
  try {
    const url = new URL(raw)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (url.origin !== origin && !extraSourceOrigins().includes(url.origin)) return null
    return url.origin + url.pathname.replace(/\/+$/, '')
  } catch {
    return null
  }
}

/** An opaque value the portal gets back unchanged on its return URL (OAuth's `state`). */
const STATE = /^[\w.~-]{1,512}$/

/** undefined when absent, null when malformed. */
function parseState(raw: string | null | undefined): string | undefined | null {
  if (raw === null || raw === undefined || raw === '') return undefined
  return STATE.test(raw) ? raw : null
}

function backToPortal(user: User, source: string, request: Request, state?: string) {
  const session = createSession(user, new URL(request.url).origin, request)
  const query = new URLSearchParams({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  })
  if (state) query.set('state', state)
  return redirect(`${source}/login?${query.toString()}`)
}

function nameFromEmail(email: string): string {
  const local = email.slice(0, email.indexOf('@'))
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ')
}

const badSource = () =>
  errorPage(
    'Invalid request',
    'The "source" parameter must be the address of the Flow portal this server belongs to.',
    400,
  )
const badState = () => errorPage('Invalid request', 'The "state" parameter is malformed.', 400)

/** The validated source and state of a page request or form, or the error page to answer. */
function target(
  rawSource: string | null | undefined,
  rawState: string | null | undefined,
  origin: string,
): { source: string; state: string | undefined } | Response {
  const source = parseSource(rawSource, origin)
  if (!source) return badSource()
  const state = parseState(rawState)
  if (state === null) return badState()
  return { source, state }
}

const hiddenFields = (source: string, state: string | undefined) =>
  html`<input type="hidden" name="source" value="${source}" />${
      state ? html`<input type="hidden" name="state" value="${state}" />` : ''
    }`

function providerRoutes(spec: (typeof PROVIDERS)[number]) {
  const get = route(
    'get',
    spec.path,
    ({ url, origin }: RouteContext) => {
      const checked = target(url.searchParams.get('source'), url.searchParams.get('state'), origin)
      if (checked instanceof Response) return checked
      const { source } = checked
      const accounts = [...db.users.values()].filter((u) => u.provider === spec.provider)
      const hidden = hiddenFields(source, checked.state)
      return page(
        `Sign in with ${spec.label}`,
        html`<p>Choose the ${spec.label} account to continue to <strong>${source}</strong> with.</p>
          <ul class="accounts">
            ${accounts.map(
              (u) =>
                html`<li>
                  <form method="post" action="${spec.path}">
                    ${hidden}<input type="hidden" name="email" value="${u.email}" />
                    <button type="submit">Continue as ${u.fullName} (${u.email})</button>
                  </form>
                </li> `,
            )}
          </ul>
          ${accounts.length === 0 ? html`<p class="muted">No seeded ${spec.label} accounts.</p>` : ''}
          <h2>Use another account</h2>
          <p class="muted">
            Any e-mail address works; a new verified ${spec.label} account is created for it.
          </p>
          <form method="post" action="${spec.path}">
            ${hidden}
            <p>
              <label
                >E-mail <input type="email" name="email" required autocomplete="email"
              /></label>
            </p>
            <p>
              <label
                >Full name (optional) <input type="text" name="name" autocomplete="name"
              /></label>
            </p>
            <p><button type="submit">Continue</button></p>
          </form>`,
      )
    },
    { latency: false },
  )
  const post = route(
    'post',
    spec.path,
    async ({ request, origin }: RouteContext) => {
      const form = await readForm(request)
      const checked = target(form.source, form.state, origin)
      if (checked instanceof Response) return checked
      const parsed = emailSchema.safeParse(form.email ?? '')
      if (!parsed.success) return errorPage('Invalid e-mail', 'Enter a valid e-mail address.', 400)
      let user = findUserByEmail(parsed.data)
      if (user && user.provider !== spec.provider) {
        return errorPage(
          'Account uses another sign-in method',
          `${user.email} is registered with ${PROVIDER_LABELS[user.provider]}. Use that sign-in method instead.`,
          409,
        )
      }
      if (!user) {
        const now = new Date().toISOString()
        user = {
          id: randomUUID(),
          email: parsed.data,
          passwordHash: null,
          fullName: form.name?.trim() || nameFromEmail(parsed.data),
          provider: spec.provider,
          verifiedAt: now,
          avatarUrl: null,
          createdAt: now,
          updatedAt: now,
          orgId: null,
          role: null,
        }
        addUser(user)
      }
      return backToPortal(user, checked.source, request, checked.state)
    },
    { latency: false },
  )
  return [get, post]
}

/** The SSO identity provider accepts SSO accounts and accounts of organisations with an SSO provider. */
function ssoConnection(email: string): { user: User; provider: string } | null {
  const user = findUserByEmail(email)
  if (!user) return null
  const org = user.orgId ? db.orgs.get(user.orgId) : undefined
  if (org?.workosProvider) return { user, provider: org.workosProvider }
  if (user.provider === 'sso' || user.provider === 'workos') return { user, provider: 'sso' }
  return null
}

const ssoQuery = z.object({ email: emailSchema })

const ssoRoutes = [
  route(
    'get',
    '/sso/sign_in',
    ({ url, origin }) => {
      const checked = target(url.searchParams.get('source'), url.searchParams.get('state'), origin)
      if (checked instanceof Response) return checked
      const parsed = ssoQuery.safeParse({ email: url.searchParams.get('email') ?? '' })
      if (!parsed.success)
        return errorPage('Invalid e-mail', 'The "email" parameter must be an e-mail address.', 400)
      const connection = ssoConnection(parsed.data.email)
      if (!connection)
        return errorPage(
          'No SSO connection',
          `No single sign-on connection is configured for ${parsed.data.email}.`,
          404,
        )
      const org = connection.user.orgId ? db.orgs.get(connection.user.orgId) : undefined
      return page(
        'Single sign-on',
        html`<p>
            Identity provider:
            <strong>${connection.provider}</strong
            >${org ? html` for <strong>${org.name}</strong>` : ''}.
          </p>
          <form method="post" action="/sso/sign_in">
            ${hiddenFields(checked.source, checked.state)}
            <input type="hidden" name="email" value="${connection.user.email}" />
            <button type="submit">
              Continue as ${connection.user.fullName} (${connection.user.email})
            </button>
          </form>`,
      )
    },
    { latency: false },
  ),
  route(
    'post',
    '/sso/sign_in',
    async ({ request, origin }) => {
      const form = await readForm(request)
      const checked = target(form.source, form.state, origin)
      if (checked instanceof Response) return checked
      const parsed = ssoQuery.safeParse({ email: form.email ?? '' })
      const connection = parsed.success ? ssoConnection(parsed.data.email) : null
      if (!connection)
        return errorPage('No SSO connection', 'No single sign-on connection for this e-mail.', 404)
      return backToPortal(connection.user, checked.source, request, checked.state)
    },
    { latency: false },
  ),
]

export const providerPageHandlers = [...PROVIDERS.flatMap(providerRoutes), ...ssoRoutes]
