import { expect, vi } from 'vitest'

/** Helpers for the demo backend's own tests (msw/node answers http://localhost:3000). */

export const BASE = 'http://localhost:3000'

/** Answer bodies are read loosely in tests; the assertions check their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseJson = any

export interface CallOptions {
  method?: string
  token?: string | null
  body?: unknown
}

export async function call(
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: LooseJson }> {
  const headers: Record<string, string> = {}
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${BASE}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  let body: LooseJson = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // not JSON (HTML pages)
  }
  return { status: response.status, body }
}

export async function passwordGrant(email: string, password = 'demo1234') {
  return call('/auth/v1/token?grant_type=password', { body: { email, password } })
}

/** Signs in with the password grant and returns the session. */
export async function signIn(
  email: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const res = await passwordGrant(email)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}

export async function tokenFor(email: string): Promise<string> {
  return (await signIn(email)).access_token
}

/** POSTs an HTML form without following redirects. */
export async function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
}

/**
 * POSTs a form of the /demo/ panel as its page would: with the browser's form cookie and the
 * token the page carries (SEC-9).
 */
export async function panelPost(path: string, fields: Record<string, string>): Promise<Response> {
  const index = await fetch(`${BASE}/demo/`)
  const cookie = (index.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const token = /name="form_token" value="([^"]+)"/.exec(await index.text())?.[1] ?? ''
  return fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ ...fields, form_token: token }).toString(),
    redirect: 'manual',
  })
}

export async function getPage(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${BASE}${path}`, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

/** Links (href values) found in an HTML string, with entities decoded. */
export function linksIn(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'))
}

/** Moves the clock this far ahead (Date only; timers run as usual). */
export const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + ms)
}

/** The organisation's seat counts, as its admin reads them. */
export async function subscription(token: string) {
  return (await call('/api/v1/enterprise', { token })).body.subscription as {
    numSeats: number
    seatsCurrentCycle: number
  }
}
