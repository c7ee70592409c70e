/** Rate limits of the demo backend: sliding windows per key; `POST /demo/reset` clears them. */

export interface RateRule {
  readonly name: string
  readonly limit: number
  readonly windowMs: number
}

const MINUTE = 60_000

/** Only failures count towards the sign-in limits: successful sign-ins are never limited. */
export const RATE_LIMITS = {
  failedSignInPerEmail: { name: 'failed-sign-in-email', limit: 10, windowMs: MINUTE },
  failedSignInPerAddress: { name: 'failed-sign-in-address', limit: 10, windowMs: MINUTE },
  emailPerRecipient: { name: 'email-recipient', limit: 5, windowMs: 15 * MINUTE },
  invitationsPerOrg: { name: 'invitations-org', limit: 1000, windowMs: 60 * MINUTE },
  contactAdminPerOrg: { name: 'contact-admin-org', limit: 10, windowMs: 60 * MINUTE },
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

/** Counts one action; returns the wait in seconds instead when the key is over its limit. */
export function take(rule: RateRule, key: string, now = Date.now()): number | null {
  const wait = retryAfter(rule, key, now)
  if (wait === null) recordHit(rule, key, now)
  return wait
}

export function clearRateLimits(): void {
  hits.clear()
}

/** Set by the Node adapter from the socket (any value a client sends is replaced). */
export const CLIENT_ADDRESS_HEADER = 'x-demo-client-address'

export const clientAddress = (request: Request): string =>
  request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'local'
