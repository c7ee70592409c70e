import { defineEndpoint } from '../endpoint'
import { ADMIN, INVALID } from '../errors'
import { usageMembersSchema, usageQuerySchema, usageSeriesSchema } from './usage.schemas'

const SCOPE = "The caller's organisation only; its current members only."

/** Usage's calls (added to the table by features/index.ts). */
export const usageEndpoints = {
  // USAGE-2: admins only; a series of the range, by day or by week.
  getUsage: defineEndpoint({
    method: 'get',
    path: '/api/v1/enterprise/usage',
    summary: "Active users and words dictated in the caller's organisation, by day or week",
    description: `${SCOPE} Days are UTC days; the last 180 are kept (older days answer zeros). A range over 180 days, an unknown date or \`from\` after \`to\` is refused.`,
    auth: 'admin',
    query: usageQuerySchema,
    response: usageSeriesSchema,
    errors: [...ADMIN, INVALID],
    extension: 'usage',
  }),
  // USAGE-3: one row per member, for the table, the headline figures and the reclaim buckets.
  getUsageMembers: defineEndpoint({
    method: 'get',
    path: '/api/v1/enterprise/usage/members',
    summary: 'Per member: last dictation, words and active days in the last 30 days, top apps',
    description: `${SCOPE} The last 30 days are the 30 UTC days ending today.`,
    auth: 'admin',
    response: usageMembersSchema,
    errors: [...ADMIN],
    extension: 'usage',
  }),
} as const
