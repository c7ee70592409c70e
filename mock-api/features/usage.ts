import { z } from 'zod'
import { endpoints as e } from '../../src/shared/contract'
import { membersOf } from '../db'
import { requireAdmin, requireUser } from '../handlers/guards'
import { readQuery, refuse, respond, serve } from '../lib/http'
import { DAY_MS } from '../seed/seed-dates'
import { KEPT_DAYS, loadUsageSeed, seededUsage } from '../usage/usage-history'
import { dayText, memberView, parseDay, series } from '../usage/usage-query'
import type { DemoFeature } from './demo-feature'

/**
 * Usage in the demo backend (USAGE-2 to USAGE-4): each organisation's seeded 180 days, read as a
 * series of a range or per member. Only current members count; someone removed is gone from both.
 */

const query = z.object({
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  interval: z.optional(z.enum(['day', 'week'])),
})

export const usageDemo: DemoFeature = {
  load: loadUsageSeed,
  handlers: [
    serve(e.getUsage, ({ request, url }) => {
      const org = requireAdmin(requireUser(request))
      const usage = seededUsage(org.id)
      const asked = readQuery(url, query)
      const to = asked.to === undefined ? usage.today : parseDay(asked.to)
      const from =
        asked.from === undefined && to !== null ? to - 29 * DAY_MS : parseDay(asked.from ?? '')
      const invalid = (words: string) => refuse(e.getUsage, 'invalid_request', words)
      if (to === null || from === null) throw invalid('from and to are days: YYYY-MM-DD')
      if (from > to) throw invalid('from is after to')
      if ((to - from) / DAY_MS + 1 > KEPT_DAYS) throw invalid(`At most ${KEPT_DAYS} days`)
      const interval = asked.interval ?? 'day'
      const people = membersOf(org.id).flatMap((user) => usage.members.get(user.id) ?? [])
      return respond(e.getUsage, {
        from: dayText(from),
        to: dayText(to),
        interval,
        ...series(usage, people, { from, to, interval }),
      })
    }),
    serve(e.getUsageMembers, ({ request }) => {
      const org = requireAdmin(requireUser(request))
      const usage = seededUsage(org.id)
      return respond(e.getUsageMembers, {
        as_of: new Date().toISOString(),
        members: membersOf(org.id).map((user) =>
          memberView(user, usage.members.get(user.id), usage.today),
        ),
      })
    }),
  ],
}
