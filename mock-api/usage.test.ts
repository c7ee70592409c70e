// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { db, findUserByEmail } from './db'
import { call, tokenFor, type LooseJson } from './test-helpers'

/** The usage calls: ranges, intervals, buckets of the seed and access (USAGE-2 to USAGE-4). */

const USAGE = '/api/v1/enterprise/usage'
const DAY = 86_400_000

const read = async (email: string, path: string, query: Record<string, string> = {}) =>
  call(`${path}?${new URLSearchParams(query).toString()}`, { token: await tokenFor(email) })

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
/** Today's midnight (UTC), from one reading of the clock: two could straddle a millisecond. */
const today = () => {
  const now = Date.now()
  return now - (now % DAY)
}

type Point = { date: string; active_users: number; words: number }
type Row = {
  user_id: string
  joined_at: string
  last_active_at: string | null
  words_30d: number
  active_days_30d: number
  top_apps: string[]
}

const byEmail = (rows: Row[], email: string) =>
  rows.find((r) => r.user_id === findUserByEmail(email)?.id)

describe('usage series (USAGE-2)', () => {
  it('answers the last 30 days by day unless asked', async () => {
    const { status, body } = await read('admin@acme.test', USAGE)
    expect(status).toBe(200)
    expect(body).toMatchObject({ from: day(today() - 29 * DAY), to: day(today()), interval: 'day' })
    expect(body.series).toHaveLength(30)
    expect(body.series[0].date).toBe(body.from)
    const words = (body.series as Point[]).reduce((sum, p) => sum + p.words, 0)
    expect(body.words).toBe(words)
    // Ada, Oscar and Dee dictate; Mo stopped and Lee never did (USAGE-4).
    expect(body.active_users).toBe(3)
  })

  it('by week: Monday buckets, the first cut by the range, distinct people per bucket', async () => {
    const to = today()
    const from = to - 89 * DAY
    const { body } = await read('bigadmin@bigcorp.test', USAGE, {
      from: day(from),
      to: day(to),
      interval: 'week',
    })
    const points: Point[] = body.series
    expect(points[0]?.date).toBe(day(from))
    for (const p of points.slice(1)) expect(new Date(p.date).getUTCDay()).toBe(1)
    const daily = await read('bigadmin@bigcorp.test', USAGE, { from: day(from), to: day(to) })
    expect(points.reduce((s, p) => s + p.words, 0)).toBe(daily.body.words)
    // A week counts a person once: fewer than the sum of its days, at least its busiest day.
    const days: Point[] = daily.body.series
    const week = points[1] as Point
    const inWeek = days.filter((d) => d.date >= week.date && d.date < (points[2] as Point).date)
    expect(week.active_users).toBeLessThan(inWeek.reduce((s, d) => s + d.active_users, 0))
    expect(week.active_users).toBeGreaterThanOrEqual(Math.max(...inWeek.map((d) => d.active_users)))
  })

  it('has weekday rhythms: weekends far quieter than weekdays at BigCorp (USAGE-4)', async () => {
    const { body } = await read('bigadmin@bigcorp.test', USAGE, {
      from: day(today() - 27 * DAY),
      to: day(today()),
    })
    const points: Point[] = body.series
    const weekend = points.filter((p) => [0, 6].includes(new Date(p.date).getUTCDay()))
    const weekday = points.filter((p) => ![0, 6].includes(new Date(p.date).getUTCDay()))
    const mean = (ps: Point[]) => ps.reduce((s, p) => s + p.active_users, 0) / ps.length
    expect(mean(weekend)).toBeLessThan(mean(weekday) / 3)
    expect(body.active_users).toBeGreaterThan(1_000)
  })

  it('answers zeros before the 180 days kept and refuses longer or malformed ranges', async () => {
    const old = await read('admin@acme.test', USAGE, {
      from: day(today() - 300 * DAY),
      to: day(today() - 200 * DAY),
    })
    expect(old.status).toBe(200)
    expect(old.body.words).toBe(0)
    const bad: Record<string, string>[] = [
      { from: day(today() - 180 * DAY) },
      { from: 'yesterday' },
      { from: '2026-02-30' },
      { from: day(today()), to: day(today() - DAY) },
      { interval: 'month' },
    ]
    for (const query of bad) expect((await read('admin@acme.test', USAGE, query)).status).toBe(400)
  })

  it('is for admins of their own organisation only', async () => {
    expect((await read('member@acme.test', USAGE)).body.code).toBe('admin_required')
    expect((await call(USAGE)).status).toBe(401)
    const acme = await read('admin@acme.test', `${USAGE}/members`)
    const ids = new Set((acme.body.members as Row[]).map((r) => r.user_id))
    expect(ids.has(findUserByEmail('bigadmin@bigcorp.test')?.id ?? '')).toBe(false)
  })
})

describe('usage members (USAGE-3, USAGE-4)', () => {
  it('lists every current member with their last 30 days', async () => {
    const { status, body } = await read('admin@acme.test', `${USAGE}/members`)
    expect(status).toBe(200)
    const rows: Row[] = body.members
    expect(rows).toHaveLength(5)
    const lee = byEmail(rows, 'legacy@acme.test') as LooseJson
    expect(lee).toMatchObject({
      last_active_at: null,
      words_30d: 0,
      active_days_30d: 0,
      top_apps: [],
    })
    const mo = byEmail(rows, 'member@acme.test') as Row
    expect(Date.parse(mo.last_active_at ?? '')).toBeLessThan(Date.now() - 45 * DAY)
    expect(mo.words_30d).toBe(0)
    const oscar = byEmail(rows, 'ops@acme.test') as Row
    expect(oscar.active_days_30d).toBeGreaterThan(15)
    expect(oscar.words_30d).toBeGreaterThan(50_000)
    expect(oscar.top_apps.length).toBeGreaterThan(0)
  })

  it('BigCorp holds never-active people inside and outside the 14-day grace, and who stopped', async () => {
    const { body } = await read('bigadmin@bigcorp.test', `${USAGE}/members`)
    const rows: Row[] = body.members
    expect(rows).toHaveLength(2_000)
    const never = rows.filter((r) => !r.last_active_at)
    const recent = never.filter((r) => Date.parse(r.joined_at) > Date.now() - 14 * DAY)
    expect(recent.length).toBeGreaterThan(10)
    expect(never.length - recent.length).toBeGreaterThan(50)
    const stopped = rows.filter(
      (r) => r.last_active_at && Date.parse(r.last_active_at) < Date.now() - 45 * DAY,
    )
    expect(stopped.length).toBeGreaterThan(100)
    expect(rows.filter((r) => r.words_30d > 80_000).length).toBeGreaterThan(10)
  })

  it('a removed member leaves the figures', async () => {
    const mo = findUserByEmail('member@acme.test')
    if (mo) db.users.set(mo.id, { ...mo, orgId: null, role: null })
    const { body } = await read('admin@acme.test', `${USAGE}/members`)
    expect(body.members).toHaveLength(4)
  })
})
