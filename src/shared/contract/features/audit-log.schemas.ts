import * as z from 'zod/mini'
import { described, named } from './registry'
import { text } from '../schemas'

/**
 * The audit log's shapes (AUDIT-3, AUDIT-5). Where issue 38 is silent the event follows WorkOS
 * Audit Logs (actor, action, target, context, metadata) with one target, and the filters follow
 * GitHub's audit log (actor, action prefix, date range, text).
 */

/**
 * AUDIT-5: the calls of one bulk run carry the same id in this header; the server records it as
 * each event's `batch_id` (a plain id: letters, digits, `_` and `-`, at most 64).
 */
export const AUDIT_BATCH_HEADER = 'X-Audit-Batch'

/** Longest filter value the server accepts (the filter form uses the same number, SEC-4). */
export const AUDIT_FILTER_MAX = 200
/** Events in one page: 50 unless asked, at most 200. */
export const AUDIT_PAGE_MAX = 200

/**
 * The actions this contract records, `<object>.<verb>` (a newer server may add more: the field
 * stays a string). `invitation.expired` is the system's own; the rest are someone's call.
 */
export const AUDIT_ACTIONS = [
  'invitation.created',
  'invitation.resent',
  'invitation.revoked',
  'invitation.expired',
  'member.role_changed',
  'member.removed',
  'member.self_invited',
  'member.joined',
  'member.joined_via_link',
  'organization.created',
  'organization.renamed',
  'organization.logo_changed',
  'setting.changed',
  'sso.setup_started',
  'sso.connected',
  'directory.setup_started',
  'directory.state_changed',
  'domain.setup_started',
  'domain.added',
  'domain.state_changed',
  'baa.signed',
  'billing.checkout_started',
  'billing.plan_switched',
  'notification.sent',
  'catalog.refresh_started',
  'user.signed_in',
  'user.sign_in_failed',
  'user.signed_out',
  'audit_log.exported',
  'invite_link.created',
  'invite_link.reset',
  'invite_link.updated',
  'invite_link.disabled',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/**
 * A map of any keys: an object with a catch-all, not z.record, whose code would join the zod
 * module that /login's first load carries (a lazy chunk's zod imports live there).
 */
const mapOf = <S extends z.ZodMiniType>(value: S) => z.catchall(z.object({}), value)

const changeValue = z.nullable(z.union([z.string(), z.number(), z.boolean()]))

export const auditChangeSchema = named(
  z.object({ before: changeValue, after: changeValue }),
  'AuditChange',
  'One changed field: its value before and after (null when it had none)',
)

export const auditEventSchema = named(
  z.object({
    id: z.string(),
    occurred_at: described(z.string(), 'ISO 8601, UTC'),
    actor: z.object({
      type: described(z.enum(['user', 'system']), '"system" for what no person did'),
      id: z.nullable(z.string()),
      email: z.nullable(z.string()),
    }),
    action: described(z.string(), `Dotted, object then verb: ${AUDIT_ACTIONS.join(', ')}`),
    target: z.object({ type: z.string(), id: z.string(), label: z.string() }),
    changes: described(
      mapOf(auditChangeSchema),
      'Field → before and after; empty when the action changed no field (a sign-in)',
    ),
    context: z.object({ ip: z.nullable(z.string()), user_agent: z.nullable(z.string()) }),
    batch_id: described(
      z.nullable(z.string()),
      'Shared by the events of one bulk run (one event per row); null otherwise',
    ),
    metadata: described(
      mapOf(z.string()),
      'What else the action carried (an export: its filters and its row count)',
    ),
  }),
  'AuditEvent',
)

/** The filters both calls take; every one optional, all of them must hold. */
export const auditFilterShape = {
  actor: z.optional(
    described(
      text(AUDIT_FILTER_MAX),
      'The actor: an e-mail (case-insensitive), a user id, or `system`',
    ),
  ),
  action: z.optional(
    described(text(AUDIT_FILTER_MAX), 'A prefix of the action: `member.` or `member.role_changed`'),
  ),
  target: z.optional(
    described(text(AUDIT_FILTER_MAX), "The target's id or label (case-insensitive, whole)"),
  ),
  from: z.optional(described(z.string(), 'ISO 8601: events at or after this instant')),
  to: z.optional(described(z.string(), 'ISO 8601: events before this instant')),
  q: z.optional(
    described(
      text(AUDIT_FILTER_MAX),
      'Free text, case-insensitive: in the action, actor, target, changed values or context',
    ),
  ),
}

export const auditEventsQuerySchema = z.object({
  ...auditFilterShape,
  cursor: z.optional(
    described(
      z.string(),
      "A page's `next_cursor` (the older events after it) or `prev_cursor` (the newer ones before it, newest first); the first page without it",
    ),
  ),
  // At most AUDIT_PAGE_MAX, which the server checks: z.maximum's code would join /login's load.
  limit: z.optional(
    described(
      z.number().check(z.int(), z.positive()),
      `At most ${AUDIT_PAGE_MAX}; 50 unless given`,
    ),
  ),
})

export const auditEventsPageSchema = named(
  z.object({
    events: described(z.array(auditEventSchema), 'Newest first'),
    next_cursor: described(z.nullable(z.string()), 'null on the last page'),
    prev_cursor: described(
      z.nullable(z.string()),
      'The newer events just before this page (a list that let earlier pages go asks for them again); null on the first page',
    ),
    retention_days: described(
      z.number().check(z.int(), z.positive()),
      "How far back the organisation's plan keeps events: Teams 90, Enterprise 365",
    ),
    retained_since: described(z.string(), 'ISO 8601: the oldest instant still kept'),
  }),
  'AuditEventsPage',
)

export type AuditEvent = z.infer<typeof auditEventSchema>
