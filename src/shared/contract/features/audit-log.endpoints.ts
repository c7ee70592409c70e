import * as z from 'zod/mini'
import { defineEndpoint } from '../endpoint'
import { MEMBER } from '../errors'
import { text } from '../schemas'

// AUDIT-1: what one item holds is yet to decide; an id and a name to start with.
const auditLogItemSchema = z.object({ id: z.string(), name: text(200) })

/** Audit log's calls (added to the table by features/index.ts). */
export const auditLogEndpoints = {
  getAuditEvents: defineEndpoint({
    method: 'get',
    path: '/api/v1/enterprise/audit-events',
    summary: "The audit log items of the caller's organisation",
    auth: 'user',
    response: z.object({ items: z.array(auditLogItemSchema) }),
    errors: [...MEMBER],
    extension: 'audit-log',
  }),
} as const
