import { randomBytes } from 'node:crypto'
import { PORTAL_LINK_TTL_MS, PORTAL_PAGE_TTL_MS } from './config'
import { db, type Org, type PortalGrant, type User } from './db'

/**
 * The SSO and billing portal pages open only through a one-time link the API mints for an admin
 * of the organisation (5 minutes, single use); the opened page gets its own short-lived form token.
 */

export type PortalKind = PortalGrant['kind']

const PAGE_PATH: Record<PortalKind, string> = {
  sso: '/demo/sso-portal',
  billing: '/demo/billing-portal',
}

function grant(kind: PortalKind, stage: PortalGrant['stage'], org: Org, user: User): string {
  const token = randomBytes(24).toString('base64url')
  const ttl = stage === 'link' ? PORTAL_LINK_TTL_MS : PORTAL_PAGE_TTL_MS
  db.portalGrants.set(token, {
    token,
    kind,
    stage,
    orgId: org.id,
    userId: user.id,
    expiresAt: Date.now() + ttl,
    used: false,
  })
  return token
}

/**
 * The one-time link. `intent` (WorkOS Admin Portal intents: `dsync`, `domain_verification`) opens
 * the SSO portal at that step (DSYNC-3, DOMAIN-3); without it, the SSO set-up.
 */
export function mintPortalLink(
  kind: PortalKind,
  org: Org,
  user: User,
  origin: string,
  intent?: PortalIntent,
): string {
  const query = new URLSearchParams({ org: org.id, token: grant(kind, 'link', org, user) })
  if (intent) query.set('intent', intent)
  return `${origin}${PAGE_PATH[kind]}?${query.toString()}`
}

export type PortalIntent = 'dsync' | 'domain_verification'

/** The organisation a live grant acts on, while its user is still an admin there. */
function check(kind: PortalKind, stage: PortalGrant['stage'], token: string): PortalGrant | null {
  const record = db.portalGrants.get(token)
  if (!record || record.kind !== kind || record.stage !== stage) return null
  if (record.used || record.expiresAt <= Date.now()) return null
  const user = db.users.get(record.userId)
  if (!user || user.orgId !== record.orgId || user.role !== 'admin') return null
  return record
}

/** Uses up a one-time link; returns the organisation and the token of the page's form. */
export function openPortalLink(
  kind: PortalKind,
  token: string,
): { org: Org; pageToken: string } | null {
  const record = check(kind, 'link', token)
  const org = record ? db.orgs.get(record.orgId) : undefined
  const user = record ? db.users.get(record.userId) : undefined
  if (!record || !org || !user) return null
  record.used = true
  return { org, pageToken: grant(kind, 'page', org, user) }
}

/** The organisation and the admin a page's form acts for (to record who changed what). */
export function portalPageActor(
  kind: PortalKind,
  pageToken: string,
): { org: Org; user: User } | null {
  const record = check(kind, 'page', pageToken)
  const org = record && db.orgs.get(record.orgId)
  const user = record && db.users.get(record.userId)
  return org && user ? { org, user } : null
}

/** The organisation a page's form acts on (the form token stays valid until it expires). */
export function portalPageOrg(kind: PortalKind, pageToken: string): Org | null {
  const record = check(kind, 'page', pageToken)
  return (record && db.orgs.get(record.orgId)) ?? null
}
