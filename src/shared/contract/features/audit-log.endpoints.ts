import * as z from 'zod/mini'
import { defineEndpoint } from '../endpoint'
import { ADMIN, INVALID } from '../errors'
import {
  auditEventsPageSchema,
  auditEventsQuerySchema,
  auditFilterShape,
} from './audit-log.schemas'

const RETENTION =
  'Only events the plan still keeps are answered (Teams 90 days, Enterprise 365); older ones are as if gone.'

/** Audit log's calls (added to the table by features/index.ts). */
export const auditLogEndpoints = {
  // AUDIT-3, AUDIT-11: admins only, their own organisation only, newest first, a page per cursor either way.
  getAuditEvents: defineEndpoint({
    method: 'get',
    path: '/api/v1/enterprise/audit-events',
    summary: "A page of the audit log of the caller's organisation, newest first",
    description: `Every state-changing call records one event (a bulk run one per row, under one \`batch_id\`). ${RETENTION} A cursor is opaque and belongs to its filters; a malformed one is refused. Pages are walked both ways: \`next_cursor\` gives the older events after a page, \`prev_cursor\` the newer ones before it (so a client may keep only the pages near what it shows).`,
    auth: 'admin',
    query: auditEventsQuerySchema,
    response: auditEventsPageSchema,
    errors: [...ADMIN, INVALID],
    extension: 'audit-log',
  }),
  // AUDIT-6: the same filters as a file; the export itself is recorded (audit_log.exported).
  exportAuditEvents: defineEndpoint({
    method: 'get',
    path: '/api/v1/enterprise/audit-events/export',
    summary: 'Every event the filters match, as CSV (newest first)',
    description: `\`text/csv\`, streamed: a header row, then one row per changed field of each event (one row for an event that changed none), so before and after have their own columns. Columns: id, occurred_at, actor_type, actor_id, actor_email, action, target_type, target_id, target_label, field, before, after, ip, user_agent, batch_id. Cells starting with = + - @ or a tab are prefixed with a quote (formula-safe). ${RETENTION}`,
    auth: 'admin',
    query: z.object(auditFilterShape),
    response: z.string(),
    produces: 'text/csv',
    errors: [...ADMIN, INVALID],
    extension: 'audit-log',
  }),
} as const
