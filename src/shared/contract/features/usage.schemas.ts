import * as z from 'zod/mini'
import { described, named } from './registry'

/**
 * Usage's shapes (USAGE-2, USAGE-3). Where issue 39 is silent they follow Wispr Flow's Team
 * Insights (active users, words, the apps people dictate into) and count a day as the UTC day.
 */

/** USAGE-2: how far back the server keeps usage, and the longest range one call covers. */
export const USAGE_KEPT_DAYS = 180
export const USAGE_INTERVALS = ['day', 'week'] as const
export type UsageInterval = (typeof USAGE_INTERVALS)[number]

const day = (description: string) => described(z.string(), `YYYY-MM-DD (UTC): ${description}`)

// Checked by the server (a date, from ≤ to, at most USAGE_KEPT_DAYS): a regex or a range check
// here would add zod classes to the module /login's first load carries (see audit-log.schemas).
export const usageQuerySchema = z.object({
  from: z.optional(day('the first day; 29 days before `to` unless given')),
  to: z.optional(day('the last day, included; today unless given')),
  interval: z.optional(
    described(z.enum(USAGE_INTERVALS), '`day` (the default) or `week` (weeks start on Monday)'),
  ),
})

export const usagePointSchema = named(
  z.object({
    date: day('the bucket’s first day (a week cut by the range starts at `from`)'),
    active_users: described(z.number(), 'People who dictated at least once in the bucket'),
    words: described(z.number(), 'Words dictated in the bucket'),
  }),
  'UsagePoint',
)

export const usageSeriesSchema = z.object({
  from: day('the first day answered'),
  to: day('the last day answered'),
  interval: z.enum(USAGE_INTERVALS),
  series: z.array(usagePointSchema),
  active_users: described(z.number(), 'People who dictated at least once in the whole range'),
  words: described(z.number(), 'Words dictated in the whole range'),
})

export const usageMemberSchema = named(
  z.object({
    user_id: z.string(),
    joined_at: described(
      z.string(),
      'ISO 8601: when the member joined the organisation (the reclaim grace period counts from it)',
    ),
    last_active_at: described(
      z.nullable(z.string()),
      `ISO 8601: the last dictation; null for someone who never dictated in the ${USAGE_KEPT_DAYS} days kept`,
    ),
    words_30d: described(z.number(), 'Words dictated in the last 30 days'),
    active_days_30d: described(z.number(), 'Days with a dictation in the last 30 days'),
    top_apps: described(z.array(z.string()), 'The apps dictated into most, most first (at most 3)'),
  }),
  'UsageMember',
)

export const usageMembersSchema = z.object({
  as_of: described(z.string(), 'ISO 8601: the instant the figures were taken'),
  members: z.array(usageMemberSchema),
})

export type UsagePoint = z.infer<typeof usagePointSchema>
export type UsageMember = z.infer<typeof usageMemberSchema>
