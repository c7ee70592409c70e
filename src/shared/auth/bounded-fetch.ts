import { boundedSignal, parseRetryAfter, whenAborted } from '@/shared/lib'

/** No auth-service call waits longer than this (the auth client itself never gives up). */
export const AUTH_TIMEOUT_MS = 15_000

let lastRetryAfter: number | undefined

/** The Retry-After of the auth service's latest 429: its errors do not carry the header. */
export const authRetryAfter = (): number | undefined => lastRetryAfter

/**
 * The auth client's fetch: aborted after AUTH_TIMEOUT_MS, headers and body (the client reads the
 * body after fetch returns, so it is read here, within the bound), remembering a 429's Retry-After.
 */
export async function boundedFetch(
  input: RequestInfo | URL,
  init: RequestInit = {},
): Promise<Response> {
  const bound = boundedSignal(AUTH_TIMEOUT_MS, init.signal)
  try {
    const response = await globalThis.fetch(input, { ...init, signal: bound.signal })
    if (response.status === 429)
      lastRetryAfter = parseRetryAfter(response.headers.get('Retry-After'))
    const body = await Promise.race([response.arrayBuffer(), whenAborted(bound.signal)])
    return new Response(body.byteLength > 0 ? body : null, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  } finally {
    bound.release()
  }
}

/** An auth call that did not settle within AUTH_TIMEOUT_MS (not a refusal: the session stays). */
export class AuthTimeoutError extends Error {
  constructor() {
    super('The auth service did not answer in time')
    this.name = 'AuthTimeoutError'
  }
}

/** Bounds a call into the auth client, which may wait on a hung refresh behind its lock. */
export function withAuthTimeout<T>(work: Promise<T>, ms = AUTH_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AuthTimeoutError()), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
