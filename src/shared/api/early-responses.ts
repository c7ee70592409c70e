import { EARLY_CALLS_KEY } from './early-calls-key'

type EarlyCalls = { user: string; timeoutMs: number; calls: Record<string, string[]> }
// A failed early call resolves to undefined (early-data.js catches it).
type EarlyStore = {
  token: string
  responses: Record<string, Promise<Response | undefined> | undefined>
}

/** Stores the calls to start early, by pathname (written after the first render, if changed). */
export function rememberEarlyCalls(calls: EarlyCalls): void {
  try {
    const value = JSON.stringify(calls)
    if (localStorage.getItem(EARLY_CALLS_KEY) !== value)
      localStorage.setItem(EARLY_CALLS_KEY, value)
  } catch {
    // Storage refused: calls simply start with the portal.
  }
}

/**
 * The answer to `request` if index.html already asked for it with the same token, once: later
 * calls (refetches) go to the network. A failed early call falls back to a normal one.
 */
export function takeEarlyResponse(request: Request): Promise<Response | undefined> | undefined {
  const store = (window as { __flowEarly?: EarlyStore }).__flowEarly
  if (!store || request.method !== 'GET') return undefined
  const early = store.responses[request.url]
  if (!early || request.headers.get('Authorization') !== `Bearer ${store.token}`) return undefined
  store.responses[request.url] = undefined
  return early.catch(() => undefined)
}
