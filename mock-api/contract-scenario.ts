import { expect } from 'vitest'
import { safeParse } from 'zod/v4/core'
import {
  endpoints,
  errorBodySchema,
  fillPath,
  resolveApiPath,
  type Endpoint,
  type EndpointName,
} from '../src/shared/contract'
import { call } from './test-helpers'

/**
 * The contract test's steps (mock-api/contract.test.ts): a call of an endpoint through the demo
 * handlers that must succeed, or be refused with a declared code. Each is noted in `seen`, so
 * the test can tell an endpoint no scenario reached.
 */

/** Each endpoint's scenario: at least one `ok` and one `refused` of that endpoint. */
export type Scenarios = Partial<Record<EndpointName, () => Promise<void>>>

type Request = {
  token?: string | null
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
}

export const seen = { ok: new Set<string>(), error: new Set<string>() }

async function send(name: EndpointName, request: Request = {}) {
  const endpoint: Endpoint = endpoints[name]
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : ''
  const path = `${resolveApiPath(fillPath(endpoint.path, request.params))}${query}`
  return call(path, {
    method: endpoint.method.toUpperCase(),
    token: request.token ?? null,
    body: request.body,
  })
}

/** A success: the declared status and a body the response schema accepts. */
export async function ok(name: EndpointName, request: Request = {}) {
  const endpoint: Endpoint = endpoints[name]
  const res = await send(name, request)
  expect(res.status, JSON.stringify(res.body)).toBe(endpoint.status ?? 200)
  const parsed = safeParse(endpoint.response, res.body)
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
  seen.ok.add(name)
  return res.body
}

/** A refusal: an error body with a code the endpoint declares, under the declared status. */
export async function refused(name: EndpointName, code: string, request: Request = {}) {
  const endpoint: Endpoint = endpoints[name]
  const res = await send(name, request)
  expect(safeParse(errorBodySchema, res.body).success, JSON.stringify(res.body)).toBe(true)
  const declared = endpoint.errors.filter((e) => e.code === res.body.code)
  expect(
    declared.map((e) => e.status),
    `${name}: ${JSON.stringify(res.body)}`,
  ).toContain(res.status)
  expect(res.body.code).toBe(code)
  seen.error.add(name)
}
