import { randomUUID } from 'node:crypto'
import { db, type Invitation, type Org } from './db'

/** The demo backend's rules for seats, subscriptions and new organisations (MODEL-3, ACCESS-6). */

export function isInvitationPending(inv: Invitation, now = Date.now()): boolean {
  return Date.parse(inv.expiresAt) > now
}

/** Seats in use now: members plus pending (unexpired) invitations. */
export function seatsInUse(orgId: string): number {
  const now = Date.now()
  let count = 0
  for (const user of db.users.values()) if (user.orgId === orgId) count++
  for (const inv of db.invitations)
    if (inv.orgId === orgId && isInvitationPending(inv, now)) count++
  return count
}

/** Raises the billed seats when usage goes above them (an invite or a join adds a billed seat). */
export function bumpBilledSeats(org: Org): void {
  const sub = org.subscription
  if (!sub) return
  const used = seatsInUse(org.id)
  if (used > sub.seatsCurrentCycle) sub.seatsCurrentCycle = used
}

export function isEnterprise(org: Org): boolean {
  const sub = org.subscription
  return (
    !!sub &&
    !!sub.productName?.startsWith('FLOW_BUSINESS') &&
    (sub.status === 'active' || sub.status === 'past_due' || sub.status === 'trialing')
  )
}

/**
 * Invitations need a live subscription — or none yet: a new organisation invites during set-up
 * and those seats are billed at checkout. A lapsed one (canceled, unpaid …) answers no_subscription.
 */
export function hasUsableSubscription(org: Org): boolean {
  const status = org.subscription?.status
  return !org.subscription || status === 'active' || status === 'past_due'
}

/** A new organisation as the create call makes it: no plan yet, every setting off. */
export function newOrg(name: string, domain: string): Org {
  return {
    id: randomUUID(),
    name,
    domain,
    logo: null,
    settings: { zdr: false, localDataDelete: false, enforceSSO: false, autoInvite: false },
    workosProvider: null,
    hipaaBaaSigned: false,
    hipaaLegalName: null,
    subscription: null,
    createdAt: new Date().toISOString(),
  }
}
