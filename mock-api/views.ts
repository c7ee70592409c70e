import { type Invitation, type Org, type User } from './db'
import { isInvitationPending, seatsInUse } from './org-rules'

/** Serialisers: store records → the JSON shapes of the contract (src/shared/contract). */

export function subscriptionView(org: Org) {
  const sub = org.subscription
  if (!sub) return null
  return {
    status: sub.status,
    productName: sub.productName,
    numSeats: seatsInUse(org.id),
    seatsCurrentCycle: sub.seatsCurrentCycle,
    planEndsAt: sub.planEndsAt,
  }
}

export function orgView(org: Org, caller: User | null) {
  return {
    id: org.id,
    name: org.name,
    domain: org.domain,
    logo: org.logo,
    settings: { ...org.settings },
    workosProvider: org.workosProvider,
    hipaaBaaSigned: org.hipaaBaaSigned,
    subscription: subscriptionView(org),
    userRole: caller && caller.orgId === org.id ? caller.role : null,
  }
}

export function splitName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim()
  const space = trimmed.indexOf(' ')
  if (space < 0) return { firstName: trimmed, lastName: '' }
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() }
}

export function memberView(user: User) {
  return {
    userId: user.id,
    ...splitName(user.fullName),
    name: user.fullName,
    email: user.email,
    avatarUrl: user.avatarUrl,
    role: user.role,
  }
}

export function inviteView(inv: Invitation) {
  return {
    email: inv.email,
    status: isInvitationPending(inv) ? ('pending' as const) : ('expired' as const),
    expiresAt: inv.expiresAt,
    role: inv.role,
  }
}

/** A GoTrue user object. */
export function authUserView(user: User) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.verifiedAt,
    confirmed_at: user.verifiedAt,
    phone: '',
    app_metadata: { provider: user.provider, providers: [user.provider] },
    user_metadata: { full_name: user.fullName, avatar_url: user.avatarUrl },
    identities: [],
    is_anonymous: false,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  }
}
