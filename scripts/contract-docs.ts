import { format, resolveConfig } from 'prettier'
import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { endpoints, resolveApiPath, type Auth, type Endpoint } from '../src/shared/contract'
import { EXTENSIONS_INTRO, HEADER } from './api-doc-text'

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
