/**
 * Rate limits of the demo backend (SEC-5 … SEC-8); `POST /demo/reset` clears them.
 *
 * Every limiter here counts synchronously, before the handler awaits anything slow (a password
 * hash), so a burst of parallel requests is counted one by one and cannot pass a limit that each
 * request checked before any of them was recorded (issue 42).
 */

export interface RateRule {
  readonly name: string
  readonly limit: number
  readonly windowMs: number
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const RATE_LIMITS = {
  /** Failed password sign-ins from one address, whatever the e-mail (password spraying). */
  failedSignInPerAddress: { name: 'failed-sign-in-address', limit: 30, windowMs: 5 * MINUTE },
  signUpPerAddress: { name: 'sign-up-address', limit: 10, windowMs: HOUR },
  emailPerRecipient: { name: 'email-recipient', limit: 5, windowMs: 15 * MINUTE },
  invitationsPerOrg: { name: 'invitations-org', limit: 1000, windowMs: HOUR },
  /** An organisation without a subscription (a new one, no plan yet) sends only a few. */
  invitationsPerOrgWithoutPlan: { name: 'invitations-org-no-plan', limit: 20, windowMs: 24 * HOUR },
  contactAdminPerSender: { name: 'contact-admin-sender', limit: 5, windowMs: HOUR },
  contactAdminPerOrg: { name: 'contact-admin-org', limit: 30, windowMs: HOUR },
} as const satisfies Record<string, RateRule>

const hits = new Map<string, number[]>()

function recent(rule: RateRule, key: string, now: number): number[] {
  const id = `${rule.name}:${key.toLowerCase()}`
  const list = (hits.get(id) ?? []).filter((t) => t > now - rule.windowMs)
  hits.set(id, list)
  return list
}

/** Seconds until the key may act again, or null when it is under its limit. */
export function retryAfter(rule: RateRule, key: string, now = Date.now()): number | null {
  const list = recent(rule, key, now)
  if (list.length < rule.limit) return null
  const oldest = list[list.length - rule.limit] ?? now
  return Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000))
}

export function recordHit(rule: RateRule, key: string, now = Date.now()): void {
  recent(rule, key, now).push(now)
}

/** Takes back one hit recorded at `at` (an attempt that turned out not to count). */
export function refundHit(rule: RateRule, key: string, at: number): void {
  const list = hits.get(`${rule.name}:${key.toLowerCase()}`)
  const index = list?.lastIndexOf(at) ?? -1
  if (list && index >= 0) list.splice(index, 1)
}

/**
 * Counts one action against every rule at once, or none: returns the longest wait in seconds
 * when any rule is over its limit (nothing is recorded then).
 */
export function takeAll(
  rules: ReadonlyArray<readonly [RateRule, string]>,
  now = Date.now(),
): number | null {
  const waits = rules
    .map(([rule, key]) => retryAfter(rule, key, now))
    .filter((w): w is number => w !== null)
  if (waits.length > 0) return Math.max(...waits)
  for (const [rule, key] of rules) recordHit(rule, key, now)
  return null
}

/** Counts one action; returns the wait in seconds instead when the key is over its limit. */
export function take(rule: RateRule, key: string, now = Date.now()): number | null {
  return takeAll([[rule, key]], now)
}

/**
 * SEC-5: password attempts per e-mail and address pair, with a growing back-off (the way GoTrue
 * and most identity providers slow guessing without locking the owner out): the first `free`
 * attempts go at once, then each one makes the next wait twice as long, up to `maxMs`. A pair
 * that has been quiet for `resetMs` starts afresh, and so does one that signs in.
 */
export const SIGN_IN_BACKOFF = {
  free: 5,
  baseMs: 2_000,
  maxMs: 15 * MINUTE,
  resetMs: HOUR,
} as const

interface Backoff {
  attempts: number
  nextAt: number
  lastAt: number
}

const pairs = new Map<string, Backoff>()
const MAX_PAIRS = 10_000
const pairKey = (email: string, address: string) =>
  `${email.trim().toLowerCase()}\n${address.toLowerCase()}`

/** Seconds this pair must still wait, or null when it may try now (nothing is recorded). */
export function signInWait(email: string, address: string, now = Date.now()): number | null {
  const state = pairs.get(pairKey(email, address))
  if (!state || now - state.lastAt > SIGN_IN_BACKOFF.resetMs || now >= state.nextAt) return null
  return Math.max(1, Math.ceil((state.nextAt - now) / 1000))
}

/**
 * Records one attempt of the pair as if it failed (before the password is checked, so parallel
 * attempts see each other); `clearSignInAttempts` forgets them when it succeeds.
 */
export function recordSignInAttempt(email: string, address: string, now = Date.now()): void {
  const key = pairKey(email, address)
  const previous = pairs.get(key)
  const attempts =
    previous && now - previous.lastAt <= SIGN_IN_BACKOFF.resetMs ? previous.attempts + 1 : 1
  const over = attempts - SIGN_IN_BACKOFF.free
  const wait = over < 0 ? 0 : Math.min(SIGN_IN_BACKOFF.baseMs * 2 ** over, SIGN_IN_BACKOFF.maxMs)
  pairs.set(key, { attempts, nextAt: now + wait, lastAt: now })
  // Guessing across many e-mails must not grow the map without end: quiet pairs are forgotten.
  if (pairs.size > MAX_PAIRS)
    for (const [k, state] of pairs)
      if (now - state.lastAt > SIGN_IN_BACKOFF.resetMs) pairs.delete(k)
}

export function clearSignInAttempts(email: string, address: string): void {
  pairs.delete(pairKey(email, address))
}

export function clearRateLimits(): void {
  hits.clear()
  pairs.clear()
}

/** Set by the Node adapter from the socket (any value a client sends is replaced). */
export const CLIENT_ADDRESS_HEADER = 'x-demo-client-address'

export const clientAddress = (request: Request): string =>
  request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'local'
