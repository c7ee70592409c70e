import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ALLOWED_HEADERS, applyCors, corsHeaders, isPreflight } from './cors'

const PORTAL = 'https://localhost:4401'
const preflight = (origin?: string) => ({
  method: 'OPTIONS',
  headers: {
    ...(origin ? { origin } : {}),
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'authorization,content-type,apikey,x-client-info',
  },
})

/** Just enough of a ServerResponse to see what applyCors wrote. */
function fakeResponse() {
  const headers: Record<string, string> = {}
  const res = {
    statusCode: 200,
    ended: false,
    setHeader: (name: string, value: string) => (headers[name] = value),
    end: () => (res.ended = true),
  }
  return { res, headers, asNode: res as unknown as ServerResponse }
}

describe('corsHeaders', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('allows the portal origins listed in DEMO_SOURCE_ORIGINS, and no other', () => {
    vi.stubEnv('DEMO_SOURCE_ORIGINS', `${PORTAL}/, http://localhost:5173`)
    const get = (origin: string) => corsHeaders({ method: 'GET', headers: { origin } })
    expect(get(PORTAL)['Access-Control-Allow-Origin']).toBe(PORTAL)
    expect(get('http://localhost:5173')['Access-Control-Allow-Origin']).toBe(
      'http://localhost:5173',
    )
    expect(get('https://evil.test')).toEqual({ Vary: 'Origin' })
    expect(get('http://localhost:4402')).toEqual({ Vary: 'Origin' })
  })

  it('allows nothing cross-origin when DEMO_SOURCE_ORIGINS is unset', () => {
    vi.stubEnv('DEMO_SOURCE_ORIGINS', '')
    expect(corsHeaders(preflight(PORTAL))).toEqual({ Vary: 'Origin' })
  })

  it('exposes Retry-After and the auth API version on answers, without credentials', () => {
    const headers = corsHeaders({ method: 'POST', headers: { origin: PORTAL } }, [PORTAL])
    expect(headers['Access-Control-Expose-Headers']).toBe('Retry-After, X-Supabase-Api-Version')
    expect(headers['Access-Control-Allow-Credentials']).toBeUndefined()
    expect(headers['Access-Control-Allow-Methods']).toBeUndefined()
  })

  it('answers a preflight with the methods and the headers the portal and auth-js send', () => {
    const headers = corsHeaders(preflight(PORTAL), [PORTAL])
    expect(headers['Access-Control-Allow-Methods']).toContain('PATCH')
    expect(headers['Access-Control-Allow-Methods']).toContain('DELETE')
    const allowed = headers['Access-Control-Allow-Headers']?.toLowerCase().split(', ')
    for (const name of [
      'authorization',
      'content-type',
      'apikey',
      'x-client-info',
      'x-supabase-api-version',
    ])
      expect(allowed).toContain(name)
    expect(ALLOWED_HEADERS).toHaveLength(allowed?.length ?? 0)
    expect(Number(headers['Access-Control-Max-Age'])).toBeGreaterThan(0)
  })
})

describe('isPreflight', () => {
  it('is an OPTIONS that names the method it asks for', () => {
    expect(isPreflight(preflight(PORTAL))).toBe(true)
    expect(isPreflight({ method: 'OPTIONS', headers: { origin: PORTAL } })).toBe(false)
    expect(
      isPreflight({ method: 'GET', headers: { 'access-control-request-method': 'GET' } }),
    ).toBe(false)
  })
})

describe('applyCors', () => {
  const asRequest = (head: object) => head as IncomingMessage

  it('answers an allowed preflight itself with 204', () => {
    const { res, headers, asNode } = fakeResponse()
    expect(applyCors(asRequest(preflight(PORTAL)), asNode, [PORTAL])).toBe(true)
    expect(res.statusCode).toBe(204)
    expect(res.ended).toBe(true)
    expect(headers['Access-Control-Allow-Origin']).toBe(PORTAL)
  })

  it('refuses a preflight from another origin with 403 and no CORS grant', () => {
    const { res, headers, asNode } = fakeResponse()
    expect(applyCors(asRequest(preflight('https://evil.test')), asNode, [PORTAL])).toBe(true)
    expect(res.statusCode).toBe(403)
    expect(headers['Access-Control-Allow-Origin']).toBeUndefined()
  })

  it('only adds headers to other requests, for the backend to answer', () => {
    const { res, headers, asNode } = fakeResponse()
    const get = asRequest({ method: 'GET', headers: { origin: PORTAL } })
    expect(applyCors(get, asNode, [PORTAL])).toBe(false)
    expect(res.ended).toBe(false)
    expect(headers).toMatchObject({ Vary: 'Origin', 'Access-Control-Allow-Origin': PORTAL })
  })
})
