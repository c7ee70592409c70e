import type { SeedData } from '../db'
import { createRng, intBetween, pick, type Rng } from '../lib/prng'
import { DAY_MS } from '../seed/seed-dates'

/**
 * The seeded usage (USAGE-4): 180 days of dictation per member, from a fixed seed. Each member
 * has a habit: never dictated, stopped 45+ days ago, lapsed 30–44 days ago, heavy, or regular;
 * weekdays are busier than weekends. Built once per organisation and UTC day and kept for the
 * process (BigCorp: 2,000 members × 180 days).
 */

export const KEPT_DAYS = 180
const GRACE_DAYS = 14

export type Habit = 'never' | 'stopped' | 'lapsed' | 'heavy' | 'regular'

export type MemberUsage = {
  /** Words per day, index 0 = KEPT_DAYS - 1 days ago, the last = today. */
  words: Uint32Array
  apps: string[]
  /** When they joined the organisation (ms). */
  joinedAt: number
}

export type OrgUsage = { today: number; members: Map<string, MemberUsage> }

const APPS = [
  'Slack',
  'Gmail',
  'Google Docs',
  'Notion',
  'Microsoft Teams',
  'Outlook',
  'VS Code',
  'Cursor',
  'Linear',
  'ChatGPT',
]

/** Acme's hand-written people have set habits, so the demo and the tests know who is who. */
const FIXED: Record<string, Habit> = {
  'admin@acme.test': 'regular',
  'ops@acme.test': 'heavy',
  'member@acme.test': 'stopped',
  'dev@acme.test': 'regular',
  'legacy@acme.test': 'never',
  'bigadmin@bigcorp.test': 'regular',
}

function habitOf(rng: Rng): Habit {
  const r = rng()
  if (r < 0.08) return 'never'
  if (r < 0.2) return 'stopped'
  if (r < 0.25) return 'lapsed'
  if (r < 0.28) return 'heavy'
  return 'regular'
}

/** Days (from the start of the kept window) the member dictated on, and how much. */
function fill(rng: Rng, habit: Habit, today: number): Uint32Array {
  const words = new Uint32Array(KEPT_DAYS)
  if (habit === 'never') return words
  const lastDay =
    habit === 'stopped'
      ? KEPT_DAYS - 1 - intBetween(rng, 45, 150)
      : habit === 'lapsed'
        ? KEPT_DAYS - 1 - intBetween(rng, 31, 44)
        : KEPT_DAYS - 1
  const weekday = habit === 'heavy' ? 0.95 : 0.35 + rng() * 0.55
  const scale = habit === 'heavy' ? intBetween(rng, 4_000, 9_000) : intBetween(rng, 200, 1_800)
  for (let i = 0; i <= lastDay; i++) {
    const dow = new Date(today - (KEPT_DAYS - 1 - i) * DAY_MS).getUTCDay()
    const chance = dow === 0 || dow === 6 ? weekday * 0.12 : weekday
    if (rng() < chance) words[i] = Math.round(scale * (0.4 + rng() * 1.2))
  }
  // Whoever stopped dictated on their last day, so "45+ days ago" holds exactly.
  if (words[lastDay] === 0) words[lastDay] = Math.round(scale * 0.6)
  return words
}

function apps(rng: Rng): string[] {
  const out: string[] = []
  const count = intBetween(rng, 1, 3)
  while (out.length < count) {
    const app = pick(rng, APPS)
    if (!out.includes(app)) out.push(app)
  }
  return out
}

type Person = { id: string; email: string; createdAt: string }

function generate(people: Person[], seed: number, today: number): OrgUsage {
  const rng = createRng(seed)
  const members = new Map<string, MemberUsage>()
  for (const person of people) {
    const habit = FIXED[person.email] ?? habitOf(rng)
    let joinedAt = Date.parse(person.createdAt)
    // A quarter of those who never dictated joined within the grace period (USAGE-7).
    if (habit === 'never' && !FIXED[person.email] && rng() < 0.25)
      joinedAt = today - intBetween(rng, 1, GRACE_DAYS - 1) * DAY_MS
    members.set(person.id, { words: fill(rng, habit, today), apps: apps(rng), joinedAt })
  }
  return { today, members }
}

let people = new Map<string, Person[]>()
const cache = new Map<string, OrgUsage>()

/** resetDemo: who is in each seeded organisation. */
export function loadUsageSeed(seed: SeedData): void {
  const next = new Map<string, Person[]>()
  for (const org of seed.orgs) next.set(org.id, [])
  for (const user of seed.users)
    if (user.orgId) next.get(user.orgId)?.push({ ...user, createdAt: user.createdAt })
  people = next
}

/** The UTC midnight of now. */
export const utcToday = (now = Date.now()) => now - (now % DAY_MS)

/** One organisation's seeded usage, generated on first read (and again on a new UTC day). */
export function seededUsage(orgId: string): OrgUsage {
  const today = utcToday()
  const known = cache.get(orgId)
  if (known?.today === today) return known
  let seed = 0x05a9e
  for (const ch of orgId) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) >>> 0
  const usage = generate(people.get(orgId) ?? [], seed, today)
  cache.set(orgId, usage)
  return usage
}
