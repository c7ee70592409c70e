import { randomBytes } from 'node:crypto'
import { AUDIT_BATCH_HEADER } from '../../src/shared/contract'
import type { Org, User } from '../db'
import { clientAddress } from '../limits'
import { seededHistory } from './audit-history'

/**
 * The demo's audit log (AUDIT-5): each organisation's seeded history (generated once, never
 * changed) and the events recorded since the last reset, newest first when read.
 */

type Value = string | number | boolean | null

export interface AuditRecord {
  id: string
  /** Epoch milliseconds. */
  at: number
  actor: { type: 'user' | 'system'; id: string | null; email: string | null }
  action: string
  target: { type: string; id: string; label: string }
  changes: Record<string, { before: Value; after: Value }>
  ip: string | null
  userAgent: string | null
  batchId: string | null
  metadata: Record<string, string>
  /** Lower-case text the free-text filter searches; made on first search. */
  text?: string
}

const recorded = new Map<string, AuditRecord[]>()

/** resetDemo: forgets what was recorded; the seeded history stays as generated. */
export function clearAudit(): void {
  recorded.clear()
}

export type AuditInput = {
  action: string
  target: AuditRecord['target']
  changes?: AuditRecord['changes']
  batchId?: string | null
  metadata?: Record<string, string>
}

/** Who did it: a signed-in user, or the system (an automatic step). */
export type AuditActor = Pick<User, 'id' | 'email'> | 'system'

/** A bulk run's rows carry the same batch id (AUDIT-5): the client sends it as a header. */
export const BATCH_HEADER = AUDIT_BATCH_HEADER

/**
 * Records one event for the organisation (AUDIT-5). Handlers call it after the change is made;
 * the request gives the context (address, user agent) and the bulk run's batch id.
 */
export function recordAudit(
  org: Pick<Org, 'id'>,
  actor: AuditActor,
  request: Request | null,
  input: AuditInput,
): AuditRecord {
  const event: AuditRecord = {
    id: `evt_${randomBytes(10).toString('hex')}`,
    at: Date.now(),
    actor:
      actor === 'system'
        ? { type: 'system', id: null, email: null }
        : { type: 'user', id: actor.id, email: actor.email },
    action: input.action,
    target: input.target,
    changes: input.changes ?? {},
    ip: request ? clientAddress(request) : null,
    userAgent: request?.headers.get('user-agent') ?? null,
    batchId: input.batchId ?? batchOf(request),
    metadata: input.metadata ?? {},
  }
  const list = recorded.get(org.id) ?? []
  list.push(event)
  recorded.set(org.id, list)
  return event
}

/** Whether the request's batch already holds `action` on the target (a resend's first step). */
export function batchHas(
  orgId: string,
  request: Request,
  action: string,
  targetId: string,
): boolean {
  const batch = batchOf(request)
  if (!batch) return false
  return (recorded.get(orgId) ?? []).some(
    (e) => e.batchId === batch && e.action === action && e.target.id === targetId,
  )
}

function batchOf(request: Request | null): string | null {
  const value = request?.headers.get(BATCH_HEADER)?.trim() ?? ''
  // Only a plain id is kept: the header is the client's word, not something to echo blindly.
  return /^[\w-]{1,64}$/.test(value) ? value : null
}

/** Newest first, ties by id (the order a cursor walks). */
export const newerFirst = (a: AuditRecord, b: AuditRecord): number =>
  b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/** Every event of the organisation, newest first: what was recorded merged into the history. */
export function auditEventsOf(orgId: string): AuditRecord[] {
  const fresh = [...(recorded.get(orgId) ?? [])].sort(newerFirst)
  const history = seededHistory(orgId)
  if (fresh.length === 0) return history
  const out: AuditRecord[] = []
  let i = 0
  let j = 0
  while (i < fresh.length || j < history.length) {
    const a = fresh[i]
    const b = history[j]
    if (a && (!b || newerFirst(a, b) <= 0)) {
      out.push(a)
      i++
    } else if (b) {
      out.push(b)
      j++
    }
  }
  return out
}
