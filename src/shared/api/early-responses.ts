import { EARLY_CALLS_KEY } from './early-calls-key'
import { API_TIMEOUT_MS } from './timeout'

type EarlyCalls = { user: string; timeoutMs: number; calls: Record<string, string[]> }
// A failed early call resolves to undefined (early-data.js catches it).
type EarlyStore = {
  token: string
  responses: Record<string, Promise<Response | undefined> | undefined>
}

/**
 * Stores the calls a page's first load made, for `user`, beside those of other pages (another
 * user's are dropped): index.html starts them on the next cold load of that page.
 */
export function rememberEarlyCalls(user: string, path: string, urls: string[]): void {
  try {
    const stored = JSON.parse(localStorage.getItem(EARLY_CALLS_KEY) ?? 'null') as EarlyCalls | null
    const calls = stored?.user === user ? stored.calls : {}
    const value = JSON.stringify({
      user,
      timeoutMs: API_TIMEOUT_MS,
      calls: { ...calls, [path]: [...urls].sort() },
    })
    if (localStorage.getItem(EARLY_CALLS_KEY) !== value)
      localStorage.setItem(EARLY_CALLS_KEY, value)
  } catch {
    // Storage refused: calls simply start with the portal.
  }
}

let recording: Set<string> | null = null

/** Notes a GET the API client sends while a recording runs (see `recordGets`). */
export function noteGet(url: string): void {
  recording?.add(url)
}

/** Starts noting the API client's GETs; the returned function stops and gives them. */
export function recordGets(): () => string[] {
  const urls = new Set<string>()
  recording = urls
  return () => {
    if (recording === urls) recording = null
    return [...urls]
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
