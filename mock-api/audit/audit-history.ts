import type { SeedData } from '../db'
import { createRng, intBetween, pick, type Rng } from '../lib/prng'
import { DAY_MS } from '../seed/seed-dates'
import type { AuditRecord } from './audit-store'
import { HISTORY_ACTIONS, type Person } from './history-actions'

/**
 * The seeded audit history (AUDIT-1, issue 38's scale): BigCorp holds 100,000 events over the
 * last year, the other demo organisations a few hundred over more than a year, so each plan's
 * retention (AUDIT-4) visibly cuts them. Generated from a fixed seed on first read and kept for
 * the process: the events never change, so a reset only forgets what was recorded since.
 */

type Profile = { count: number; days: number; seed: number }

const PROFILES: Record<string, Profile> = {
  BigCorp: { count: 100_000, days: 365, seed: 0xa0d17 },
  'Acme Corp': { count: 600, days: 400, seed: 0xac3e },
  Globex: { count: 300, days: 400, seed: 0x6108e },
  Flow: { count: 300, days: 400, seed: 0xf10 },
  Initech: { count: 150, days: 200, seed: 0x1417 },
}

type OrgSeed = { name: string; domain: string; people: Person[] }

let seeds = new Map<string, OrgSeed>()
const cache = new Map<string, AuditRecord[]>()

/** resetDemo: who was in each seeded organisation (the history's actors and targets). */
export function loadHistorySeed(seed: SeedData): void {
  const next = new Map<string, OrgSeed>()
  for (const org of seed.orgs)
    next.set(org.id, { name: org.name, domain: org.domain ?? 'example.test', people: [] })
  for (const user of seed.users) {
    const org = user.orgId ? next.get(user.orgId) : undefined
    org?.people.push({ id: user.id, email: user.email, role: user.role })
  }
  seeds = next
}

const IPS = ['203.0.113.', '198.51.100.', '192.0.2.']
const AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/17.5',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
]

const hex = (rng: Rng) =>
  Math.floor(rng() * 0x1_0000_0000)
    .toString(16)
    .padStart(8, '0')

/** How many rows a bulk run touches, or 1; bulk runs are rare. */
const runLength = (rng: Rng, bulk = false) => (bulk && rng() < 0.03 ? intBetween(rng, 3, 25) : 1)

function generate(org: OrgSeed, profile: Profile, now: number): AuditRecord[] {
  const rng = createRng(profile.seed)
  const span = profile.days * DAY_MS
  // Everything happened at least a minute ago: what the demo records now is always newer.
  const newest = Math.floor(now / 60_000) * 60_000 - 60_000
  const admins = org.people.filter((p) => p.role === 'admin')
  const ctx = { rng, domain: org.domain, people: org.people, admins }
  const out: AuditRecord[] = []
  const total = HISTORY_ACTIONS.reduce((sum, a) => sum + a.weight, 0)
  while (out.length < profile.count) {
    let roll = rng() * total
    const action = HISTORY_ACTIONS.find((a) => (roll -= a.weight) < 0) ?? HISTORY_ACTIONS[0]
    if (!action) break
    // Stratified times: the i-th event sits in the i-th slice of the span, newest first.
    const at = newest - Math.floor((span * (out.length + rng())) / profile.count)
    const rows = Math.min(runLength(rng, action.bulk), profile.count - out.length)
    const batchId = rows > 1 ? `batch_${hex(rng)}${hex(rng)}` : null
    const actor = action.system ? null : pick(rng, action.byAdmin ? admins : org.people)
    const ip = `${pick(rng, IPS)}${intBetween(rng, 1, 254)}`
    const userAgent = pick(rng, AGENTS)
    for (let row = 0; row < rows; row++) {
      const made = action.make(ctx, actor)
      out.push({
        id: `evt_${hex(rng)}${hex(rng)}`,
        at: at - row * 250,
        actor: actor
          ? { type: 'user', id: actor.id, email: actor.email }
          : { type: 'system', id: null, email: null },
        action: action.name,
        target: made.target,
        changes: made.changes ?? {},
        ip: actor ? ip : null,
        userAgent: actor ? userAgent : null,
        batchId,
        metadata: made.metadata ?? {},
      })
    }
  }
  return out
}

/** The organisation's seeded events, newest first (none for an organisation made since). */
export function seededHistory(orgId: string): AuditRecord[] {
  const cached = cache.get(orgId)
  if (cached) return cached
  const org = seeds.get(orgId)
  const profile = org ? PROFILES[org.name] : undefined
  const events =
    org && profile && org.people.some((p) => p.role === 'admin')
      ? generate(org, profile, Date.now())
      : []
  if (org) cache.set(orgId, events)
  return events
}
