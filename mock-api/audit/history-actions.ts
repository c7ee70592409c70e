import type { AuditAction } from '../../src/shared/contract'
import type { Role } from '../db'
import { intBetween, pick, type Rng } from '../lib/prng'
import type { AuditRecord } from './audit-store'
import {
  AUDIT_LOG_TARGET,
  invitationTarget as invitation,
  memberTarget as member,
  SETTING_LABELS,
  settingTarget,
  SSO_TARGET,
  SUBSCRIPTION_TARGET,
  userTarget,
} from './audit-targets'

/**
 * What the seeded history is made of (audit-history.ts): each action, how often it happens, who
 * does it and what it touches. The shapes are the ones the handlers record (AUDIT-5).
 */

export type Person = { id: string; email: string; role: Role | null }

type Made = Pick<AuditRecord, 'target'> & Partial<Pick<AuditRecord, 'changes' | 'metadata'>>

type Ctx = { rng: Rng; domain: string; people: Person[]; admins: Person[] }

export type HistoryAction = {
  name: AuditAction
  weight: number
  /** Done by an admin (else by anyone in the organisation). */
  byAdmin?: boolean
  /** Done by the system: no person, no address. */
  system?: boolean
  /** May come as a bulk run, one event per row under one batch id. */
  bulk?: boolean
  make: (ctx: Ctx, actor: Person | null) => Made
}

const NAMES = ['alex', 'sam', 'kim', 'jo', 'lee', 'max', 'ana', 'ravi', 'mina', 'tess', 'omar']

const newcomer = ({ rng, domain }: Ctx) =>
  `${pick(rng, NAMES)}.${pick(rng, NAMES)}${intBetween(rng, 1, 99)}@${domain}`
const user = (p: Person | null) => (p ? userTarget(p) : { type: 'user', id: '', label: '' })
const otherRole = (role: Role | null): Role => (role === 'admin' ? 'member' : 'admin')

const SETTINGS = Object.keys(SETTING_LABELS) as (keyof typeof SETTING_LABELS)[]
const PLANS = ['FLOW_TEAM_MONTHLY', 'FLOW_TEAM_YEARLY', 'FLOW_BUSINESS_MONTHLY'] as const

export const HISTORY_ACTIONS: readonly HistoryAction[] = [
  { name: 'user.signed_in', weight: 40, make: (_, a) => ({ target: user(a) }) },
  { name: 'user.signed_out', weight: 14, make: (_, a) => ({ target: user(a) }) },
  {
    name: 'user.sign_in_failed',
    weight: 5,
    make: (_, a) => ({ target: user(a), metadata: { reason: 'invalid_credentials' } }),
  },
  {
    name: 'invitation.created',
    weight: 10,
    byAdmin: true,
    bulk: true,
    make: (ctx) => ({
      target: invitation(newcomer(ctx)),
      changes: { role: { before: null, after: 'member' } },
    }),
  },
  {
    name: 'invitation.resent',
    weight: 3,
    byAdmin: true,
    bulk: true,
    make: (ctx) => ({ target: invitation(newcomer(ctx)) }),
  },
  {
    name: 'invitation.revoked',
    weight: 4,
    byAdmin: true,
    bulk: true,
    make: (ctx) => ({
      target: invitation(newcomer(ctx)),
      changes: { role: { before: 'member', after: null } },
    }),
  },
  {
    name: 'invitation.expired',
    weight: 2,
    system: true,
    make: (ctx) => ({ target: invitation(newcomer(ctx)) }),
  },
  {
    name: 'member.role_changed',
    weight: 6,
    byAdmin: true,
    bulk: true,
    make: ({ rng, people }) => {
      const p = pick(rng, people)
      const before = p.role ?? 'member'
      return { target: member(p), changes: { role: { before, after: otherRole(before) } } }
    },
  },
  {
    name: 'member.removed',
    weight: 3,
    byAdmin: true,
    bulk: true,
    make: (ctx) => ({
      target: { type: 'member', id: `usr_${intBetween(ctx.rng, 1e5, 1e6)}`, label: newcomer(ctx) },
      changes: { role: { before: 'member', after: null } },
    }),
  },
  {
    name: 'member.joined',
    weight: 6,
    make: (_, a) => ({
      target: a ? member(a) : user(a),
      changes: { role: { before: null, after: 'member' } },
      metadata: { via: 'invitation' },
    }),
  },
  {
    name: 'member.self_invited',
    weight: 2,
    make: (_, a) => ({
      target: a ? member(a) : user(a),
      changes: { role: { before: null, after: 'member' } },
      metadata: { via: 'domain' },
    }),
  },
  {
    name: 'setting.changed',
    weight: 2,
    byAdmin: true,
    make: ({ rng }) => {
      const key = pick(rng, SETTINGS)
      const after = rng() < 0.6
      return {
        target: settingTarget(key),
        changes: { [key]: { before: !after, after } },
      }
    },
  },
  {
    name: 'billing.plan_switched',
    weight: 0.3,
    byAdmin: true,
    make: ({ rng }) => ({
      target: SUBSCRIPTION_TARGET,
      changes: { plan: { before: pick(rng, PLANS), after: 'FLOW_BUSINESS_YEARLY' } },
    }),
  },
  {
    name: 'sso.connected',
    weight: 0.7,
    byAdmin: true,
    make: () => ({
      target: SSO_TARGET,
      metadata: { provider: 'okta' },
    }),
  },
  {
    name: 'audit_log.exported',
    weight: 1,
    byAdmin: true,
    make: ({ rng }) => ({
      target: AUDIT_LOG_TARGET,
      metadata: { rows: String(intBetween(rng, 10, 5_000)) },
    }),
  },
]
