import { http, HttpResponse } from 'msw'
import { findUserByEmail } from '../mock-api/db'
import { server } from './msw-server'

/**
 * Usage's fixtures: a fixed clock and Acme's five members with set usage, so the headline
 * figures, the buckets and the dry run have exact numbers (USAGE-5, USAGE-8, USAGE-9).
 */

export const NOW = Date.parse('2026-11-20T12:00:00.000Z')
const DAY = 86_400_000
const ago = (days: number) => new Date(NOW - days * DAY).toISOString()

const idOf = (email: string) => findUserByEmail(email)?.id ?? email

type Fixture = {
  email: string
  joined: number
  last: number | null
  words: number
  days: number
}

/** Acme as the fixtures have it: two active this week, one lapsed, one stopped, one never. */
export const ACME_USAGE: readonly Fixture[] = [
  { email: 'admin@acme.test', joined: 400, last: 1, words: 12_000, days: 18 },
  { email: 'ops@acme.test', joined: 400, last: 3, words: 90_500, days: 25 },
  { email: 'dev@acme.test', joined: 400, last: 12, words: 2_500, days: 4 },
  { email: 'member@acme.test', joined: 400, last: 50, words: 0, days: 0 },
  { email: 'legacy@acme.test', joined: 400, last: null, words: 0, days: 0 },
]

/** Answers the members call with these rows (Acme's by default), as of NOW. */
export function serveUsageMembers(rows: readonly Fixture[] = ACME_USAGE) {
  server.use(
    http.get('*/api/v1/enterprise/usage/members', () =>
      HttpResponse.json({
        as_of: new Date(NOW).toISOString(),
        members: rows.map((r) => ({
          user_id: idOf(r.email),
          joined_at: ago(r.joined),
          last_active_at: r.last === null ? null : ago(r.last),
          words_30d: r.words,
          active_days_30d: r.days,
          top_apps: r.last === null ? [] : ['Slack'],
        })),
      }),
    ),
  )
}
