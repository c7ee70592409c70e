import { MAX_REQUEST_BYTES } from '../src/shared/contract'
/** Demo backend constants and environment-driven settings (read at call time, so tests can change them). */

import { PLAN_CODE_VALUES } from '../src/shared/contract'

export const DEMO_PASSWORD = 'demo1234'
export const INTERNAL_DOMAIN = 'flow.test'
export const JWT_SECRET = 'flow-demo-backend-secret-not-for-production'

export const PUBLIC_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
])

export const PLAN_CODES = PLAN_CODE_VALUES
export type PlanCode = (typeof PLAN_CODES)[number]

export const TEAMS_MIN_SEATS = 3

/** Price per user per month in USD (PLAN-3). */
export const PLAN_INFO: Record<
  PlanCode,
  { label: string; schedule: 'Monthly' | 'Annual'; perUserMonth: number }
> = {
  FLOW_TEAM_MONTHLY: { label: 'Teams', schedule: 'Monthly', perUserMonth: 12 },
  FLOW_TEAM_YEARLY: { label: 'Teams', schedule: 'Annual', perUserMonth: 10 },
  FLOW_BUSINESS_MONTHLY: { label: 'Enterprise', schedule: 'Monthly', perUserMonth: 30 },
  FLOW_BUSINESS_YEARLY: { label: 'Enterprise', schedule: 'Annual', perUserMonth: 24 },
}

export function isPlanCode(value: unknown): value is PlanCode {
  return typeof value === 'string' && (PLAN_CODES as readonly string[]).includes(value)
}

let defaultLatencyMs = 0

/** The Vite middleware sets a realistic default (150 ms); msw/node in tests keeps 0. */
export function setDefaultLatency(ms: number): void {
  defaultLatencyMs = ms
}

export function latencyMs(): number {
  const raw = process.env.DEMO_LATENCY_MS
  const n = raw === undefined || raw === '' ? defaultLatencyMs : Number(raw)
  return Number.isFinite(n) && n > 0 ? n : 0
}

export function tokenTtlSeconds(): number {
  const n = Number(process.env.DEMO_TOKEN_TTL_SECONDS ?? '')
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 3600
}

/**
 * scrypt's N for new password hashes (DEMO_SCRYPT_N, a power of two): Node's default, 16,384
 * (~50 ms a hash), unless set. The tests set 1,024 (test-env.ts), as test suites cheapen their
 * password hashing: Vitest's nine hundred sign-ins otherwise cost ~45 s of processor.
 */
export function scryptCost(): number {
  const n = Number(process.env.DEMO_SCRYPT_N ?? '')
  return Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0 ? n : 16_384
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

/** Request bodies above this answer 413 (the Node adapter stops reading there too). */
export const MAX_BODY_BYTES = MAX_REQUEST_BYTES

/** Lifetime of the one-time links the API mints for the SSO and billing portal pages. */
export const PORTAL_LINK_TTL_MS = 5 * 60_000
/** How long an opened portal page may still submit its form. */
export const PORTAL_PAGE_TTL_MS = 30 * 60_000

/** Lifetime of the one-time e-mail links (GoTrue: 24 h to confirm, 1 h to reset). */
export const EMAIL_TOKEN_TTL_MS = { verify: 24 * 3_600_000, reset: 3_600_000 } as const

/** Extra origins the provider and SSO pages may hand a session to (DEMO_SOURCE_ORIGINS, comma-separated). */
export function extraSourceOrigins(): string[] {
  return (process.env.DEMO_SOURCE_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((s) => {
      try {
        return [new URL(s).origin]
      } catch {
        return []
      }
    })
}

let homePortal = ''

/**
 * The portal the standalone demo API (server.ts) sends people back to from its pages; unset on
 * the portal's own origin (the Vite middleware), where those links stay relative.
 */
export function setHomePortal(origin: string): void {
  homePortal = origin
}

/** A portal path as the demo pages link to it (relative unless the API has its own origin). */
export const portalHref = (path: string): string => `${homePortal}${path}`

/**
 * The portal origin a call came from: its Origin when that is an allowed portal origin (a
 * portal on another origin calling the API), else the home portal or this server's own origin.
 */
export function portalOrigin(request: Request, ownOrigin: string): string {
  const origin = request.headers.get('origin')
  if (origin && extraSourceOrigins().includes(origin)) return origin
  return homePortal || ownOrigin
}
