import { db, findUserByEmail, type User } from '../db'
import { recordAudit } from './audit-store'
import { memberTarget, userTarget } from './audit-targets'

/**
 * Sign-ins and sign-outs in the audit log (AUDIT-5), from the auth service and /email/signin
 * alike. They go to the user's organisation; an address that is nobody's member has no log.
 */

const orgOf = (user: User) => (user.orgId ? db.orgs.get(user.orgId) : undefined)

export function recordSignIn(user: User, request: Request | null, joinedOrgId: string | null) {
  const org = orgOf(user)
  if (!org) return
  // The invitation accepted on the way in (acceptPendingInvitation) comes first.
  if (joinedOrgId === org.id)
    recordAudit(org, user, request, {
      action: 'member.joined',
      target: memberTarget(user),
      changes: { role: { before: null, after: user.role } },
      metadata: { via: 'invitation' },
    })
  recordAudit(org, user, request, {
    action: 'user.signed_in',
    target: userTarget(user),
    metadata: { method: user.provider },
  })
}

/** A refused password: recorded only when the e-mail is a member's (AUDIT-5). */
export function recordFailedSignIn(email: string, request: Request, reason: string) {
  const user = findUserByEmail(email)
  const org = user ? orgOf(user) : undefined
  if (!user || !org) return
  recordAudit(org, user, request, {
    action: 'user.sign_in_failed',
    target: userTarget(user),
    metadata: { reason },
  })
}

export function recordSignOut(user: User, request: Request, scope: string) {
  const org = orgOf(user)
  if (!org) return
  recordAudit(org, user, request, {
    action: 'user.signed_out',
    target: userTarget(user),
    metadata: { scope },
  })
}
