import { format, resolveConfig } from 'prettier'
import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { endpoints, resolveApiPath, type Auth, type Endpoint } from '../src/shared/contract'

/** Builds docs/openapi.json and docs/api.md from the contract (src/shared/contract). */

type JsonSchema = Record<string, unknown>

export const OPENAPI_FILE = 'docs/openapi.json'
export const MARKDOWN_FILE = 'docs/api.md'

const AUTH_TEXT: Record<Auth, string> = {
  none: 'anyone (no token)',
  user: 'any signed-in user',
  admin: 'an admin of their organisation',
  internal: 'internal staff',
  'internal-admin': 'admins of the internal organisation (the one on the internal domain)',
}

const components: Record<string, JsonSchema> = {}

/** JSON Schema of the wire form; named shapes go to components and are referenced. */
function schemaOf(schema: $ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }) as JsonSchema
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>
  delete json.$defs
  delete json.$schema
  const retarget = (value: JsonSchema): JsonSchema =>
    JSON.parse(
      JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'),
    ) as JsonSchema
  for (const [id, def] of Object.entries(defs)) components[id] = retarget(def)
  // A named schema at the top comes back as its own definition: keep it a reference.
  const id = z.globalRegistry.get(schema as never)?.id
  if (id) {
    if (!json.$ref) components[id] = retarget(json)
    return { $ref: `#/components/schemas/${id}` }
  }
  return retarget(json)
}

const fullPath = (endpoint: Endpoint) => resolveApiPath(endpoint.path)
const pathParams = (endpoint: Endpoint) =>
  [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')

function queryParams(endpoint: Endpoint) {
  if (!endpoint.query) return []
  const json = schemaOf(endpoint.query)
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((json.required ?? []) as string[])
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }))
}

function errorGroups(endpoint: Endpoint) {
  const groups = new Map<number, Endpoint['errors'][number][]>()
  for (const error of endpoint.errors)
    groups.set(error.status, [...(groups.get(error.status) ?? []), error])
  return [...groups.entries()].sort(([a], [b]) => a - b)
}

export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const responses: Record<string, unknown> = {
      [String(endpoint.status ?? 200)]: {
        description: 'Success',
        content: {
          [endpoint.produces ?? 'application/json']: { schema: schemaOf(endpoint.response) },
        },
      },
    }
    for (const [status, errors] of errorGroups(endpoint))
      responses[String(status)] = {
        description: errors.map((e) => `${e.code}: ${e.description}`).join('; '),
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/ErrorBody' },
                { properties: { code: { enum: errors.map((e) => e.code) } } },
              ],
            },
          },
        },
        'x-error-codes': errors.map(({ code, description }) => ({ code, description })),
      }
    const parameters = [
      ...pathParams(endpoint).map((param) => ({
        name: param,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...queryParams(endpoint),
    ]
    paths[fullPath(endpoint)] = {
      ...paths[fullPath(endpoint)],
      [endpoint.method]: {
        operationId: name,
        summary: endpoint.summary,
        ...(endpoint.description ? { description: endpoint.description } : {}),
        'x-auth': endpoint.auth,
        // Proposed beyond the SPEC's API; `x-capability` is its name in GET /api/v1/capabilities.
        ...(endpoint.extension ? { 'x-extension': true } : {}),
        ...(typeof endpoint.extension === 'string' ? { 'x-capability': endpoint.extension } : {}),
        security: endpoint.auth === 'none' ? [] : [{ bearer: [] }],
        ...(parameters.length ? { parameters } : {}),
        ...(endpoint.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: schemaOf(endpoint.body) } },
              },
            }
          : {}),
        responses,
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Flow admin portal API',
      version: '1',
      description:
        'Generated from src/shared/contract by `npm run contract`; docs/api.md says the same in prose.',
    },
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(components).sort(([a], [b]) => a.localeCompare(b)),
      ),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  }
}

const fence = (value: unknown) => ['```json', JSON.stringify(value, null, 2), '```'].join('\n')

const HEADER = `# Flow admin portal API

Generated from \`src/shared/contract\` by \`npm run contract\` (do not edit; a test fails when this
file or \`docs/openapi.json\` is stale). The client parses every answer with these schemas, and the
demo backend (\`mock-api/\`) is type-checked and tested against them.

## Rules for every call

- All JSON, except answers marked \`text/csv\` (the text is the answer). Paths other than \`/api/v1/…\`, \`/user_status\` and \`/email/…\` live under
  \`/api/v1/enterprise\` (the client writes them short: \`/members\` is \`/api/v1/enterprise/members\`).
- **Auth**: every call except \`/user_status\`, \`/email/*\`, the provider sign-in pages and \`/demo/*\`
  needs \`Authorization: Bearer <access token>\` (otherwise 401 \`not_authenticated\`). "Admin" means the
  caller's role in their organisation is admin (403 \`admin_required\`); "internal" means the caller's
  e-mail ends with \`@flow.test\` (403 \`internal_only\`); "internal admin" means an admin of the
  organisation on that domain.
- **Limits**: bodies over 64 KiB answer 413 \`payload_too_large\`; text fields have the maximum
  lengths of \`LIMITS\` (\`src/shared/contract/limits.ts\`). Rate-limited calls answer 429
  \`rate_limited\` with a \`Retry-After\` header (seconds) and \`retry_after\` in the body.
- **Errors**: a 4xx/5xx status and a JSON body with a machine-readable \`code\` and words in
  \`detail\`, \`error\` or \`message\` (the client reads them in the order message, detail, error and
  tells refusals apart by \`code\` only). Each endpoint lists its codes below.
- **Bulk runs**: the calls of one bulk run (the team's bulk actions, Invite many, a resend's revoke
  and invite) carry the same \`X-Audit-Batch: <id>\` header, an id of at most 64 letters, digits,
  \`_\` or \`-\`; a server with the \`audit-log\` extension records it as their events' \`batch_id\`.
- **Seats**: \`numSeats\` = seats in use now (members + pending invitations), the X of "Using X of Y
  billed seats"; \`seatsCurrentCycle\` = seats billed this cycle, the Y. An invite that takes use above
  it raises it; revoking or removing lowers \`numSeats\` only (removed seats stay billed until the
  next cycle).

## Provider sign-in (browser navigation, HTML)

\`GET /google/sign_in?source=\`, \`/microsoft/sign_in\`, \`/apple/sign_in\`, \`/sso/sign_in?email=&source=\`.
The demo page's Continue returns to \`<source>/login?access_token=…&refresh_token=…\` (and \`&state=…\`
when the page was given a \`state\`). \`source\` must be on the server's own origin (or \`DEMO_SOURCE_ORIGINS\`).

## Auth service (Supabase Auth REST subset, base \`<origin>/auth/v1\` in the demo)

- \`POST /token?grant_type=password\` \`{email,password}\` → \`{access_token, token_type:"bearer", expires_in, expires_at, refresh_token, user}\`; 400 \`{code:400, error_code:"invalid_credentials", msg:"Invalid login credentials"}\`; unverified: 400 \`error_code:"email_not_confirmed"\`; after 10 failures a minute for the e-mail or the client address, 429 \`{code:429, error_code:"rate_limited", msg, retry_after}\` with \`Retry-After\` (successes never count).
- \`POST /token?grant_type=refresh_token\` \`{refresh_token}\` → new session, the refresh token rotates (the old one is revoked; reused within 10 s it answers the same new session, after that it revokes the whole session); 400 \`error_code:"refresh_token_not_found"\`.
- \`GET /user\` (Bearer) → user; 401/403 \`error_code:"bad_jwt"\` on a bad or expired token.
- \`POST /logout?scope=global|local|others\` (Bearer) → 204.
- User: \`{id, aud:"authenticated", role:"authenticated", email, email_confirmed_at, app_metadata:{provider, providers:[provider]}, user_metadata:{full_name, avatar_url}, identities:[], created_at, updated_at}\`.
- Access tokens are JWT-shaped (HS256 over a demo secret), \`exp\` one hour by default (\`DEMO_TOKEN_TTL_SECONDS\`).
`

const EXTENSIONS_INTRO = `Proposed by the portal beyond the SPEC's API, for the backend team to build (\`x-extension\`
in docs/openapi.json). \`GET /api/v1/capabilities\` names the extensions a server has; the portal
shows an extension's pages, menu entries and commands only when its name is listed, and treats a
404 as none. The demo backend has every extension unless \`DEMO_EXTENSIONS\` lists the ones
to keep (comma-separated names, or \`none\`).`

export function buildApiMarkdown(openapi = buildOpenApi()): string {
  const all = Object.entries(endpoints) as [string, Endpoint][]
  const out = [HEADER]
  const section = (title: string, intro: string, list: [string, Endpoint][]) => {
    out.push(`## ${title}`, '', ...(intro ? [intro, ''] : []))
    for (const [name, endpoint] of list) describe(name, endpoint)
  }
  const describe = (name: string, endpoint: Endpoint) => {
    out.push(`### ${endpoint.method.toUpperCase()} ${fullPath(endpoint)}`, '')
    out.push(`\`${name}\`: ${endpoint.summary}.`, '')
    if (endpoint.description) out.push(endpoint.description, '')
    out.push(`Who may call: ${AUTH_TEXT[endpoint.auth]}.`, '')
    const params = [...pathParams(endpoint), ...queryParams(endpoint).map((p) => p.name)]
    if (params.length) {
      out.push('Parameters:', '')
      for (const p of pathParams(endpoint)) out.push(`- \`${p}\` (path)`)
      for (const q of queryParams(endpoint))
        out.push(
          `- \`${q.name}\` (query${q.required ? '' : ', optional'}): ${JSON.stringify(q.schema)}`,
        )
      out.push('')
    }
    if (endpoint.body) out.push('Request body:', '', fence(schemaOf(endpoint.body)), '')
    const media = endpoint.produces ? ` (\`${endpoint.produces}\`)` : ''
    out.push(
      `Response ${endpoint.status ?? 200}${media}:`,
      '',
      fence(schemaOf(endpoint.response)),
      '',
    )
    out.push('Errors:', '')
    for (const e of endpoint.errors) out.push(`- ${e.status} \`${e.code}\`: ${e.description}`)
    out.push('')
  }
  section(
    'Endpoints',
    '',
    all.filter(([, e]) => !e.extension),
  )
  section(
    'Extensions',
    EXTENSIONS_INTRO,
    all.filter(([, e]) => e.extension),
  )
  const schemas = (openapi.components as { schemas: Record<string, JsonSchema> }).schemas
  out.push('## Shapes', '', 'Referenced above as `#/components/schemas/<Name>`.', '')
  for (const [id, schema] of Object.entries(schemas)) out.push(`### ${id}`, '', fence(schema), '')
  return out.join('\n')
}

/** Both files, formatted as the repository formats them. */
export async function renderContractDocs(): Promise<Record<string, string>> {
  const openapi = buildOpenApi()
  const options = (await resolveConfig(OPENAPI_FILE)) ?? {}
  return {
    [OPENAPI_FILE]: await format(JSON.stringify(openapi), { ...options, parser: 'json' }),
    [MARKDOWN_FILE]: await format(buildApiMarkdown(openapi), { ...options, parser: 'markdown' }),
  }
}
