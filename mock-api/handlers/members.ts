import { z } from 'zod'
import {
  db,
  emailDomain,
  findUserByEmail,
  invitationsOf,
  membersOf,
  type Invitation,
  type Org,
  type User,
} from '../db'
import { bumpBilledSeats, hasUsableSubscription, isInvitationPending } from '../org-rules'
import { endpoints as e, LIMITS } from '../../src/shared/contract'
import { RATE_LIMITS, take, takeAll, type RateRule } from '../limits'
import { enforce, readJson, refuse, respond, serve } from '../lib/http'
import { recordAudit, batchHas } from '../audit/audit-store'
import { invitationTarget, memberTarget } from '../audit/audit-targets'
import { sendMail } from '../mail'
import { directoryManaged } from '../features/directory-sync'
import { orgOfDomain } from '../features/domain-verification'
import { inviteView, memberView, orgView } from '../views'
import { requireAdmin, requireOrg, requireUser } from './guards'
import { emailSchema, nonBlank, roleSchema } from './schemas'

/** Members, invitations, self-invite and messages to admins. */

const INVITE_TTL_DAYS = 30

const roleBody = z.object({ role: roleSchema })
const inviteBody = z.object({ email: emailSchema, role: roleSchema.default('member') })
const contactBody = z.object({
  message: nonBlank('Message', LIMITS.contactAdminMessage),
  invite_email: emailSchema.nullish(),
})

function findMember(
  org: Org,
  userId: string,
  endpoint: typeof e.changeRole | typeof e.removeMember,
): User {
  const target = db.users.get(userId)
  if (!target || target.orgId !== org.id)
    throw refuse(endpoint, 'member_not_found', 'Member not found')
  return target
}

function isLastAdmin(org: Org, target: User): boolean {
  return target.role === 'admin' && membersOf(org.id).filter((u) => u.role === 'admin').length <= 1
}

function byEmail<T extends { email: string }>(a: T, b: T): number {
  return a.email.localeCompare(b.email)
}

export const memberHandlers = [
  serve(e.listMembers, ({ request }) => {
    const org = requireOrg(requireUser(request))
    return respond(e.listMembers, { members: membersOf(org.id).sort(byEmail).map(memberView) })
  }),

  serve(e.changeRole, async ({ request, params }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    const { role } = await readJson(request, roleBody)
    const userId = params.userId ?? ''
    if (userId === user.id)
      throw refuse(e.changeRole, 'cannot_change_own_role', 'You cannot change your own role')
    const target = findMember(org, userId, e.changeRole)
    if (role !== 'admin' && isLastAdmin(org, target))
      throw refuse(e.changeRole, 'last_admin', 'Cannot demote the last admin')
    const before = target.role
    target.role = role
    target.updatedAt = new Date().toISOString()
    if (before !== role)
      recordAudit(org, user, request, {
        action: 'member.role_changed',
        target: memberTarget(target),
        changes: { role: { before, after: role } },
      })
    return respond(e.changeRole, memberView(target))
  }),

  serve(e.removeMember, ({ request, params }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    // DSYNC-4: a linked directory decides who is a member.
    if (directoryManaged(org.id))
      throw refuse(e.removeMember, 'directory_managed', 'Members come from your directory')
    const userId = params.userId ?? ''
    if (userId === user.id)
      throw refuse(e.removeMember, 'cannot_remove_self', 'You cannot remove yourself from the team')
    const target = findMember(org, userId, e.removeMember)
    if (isLastAdmin(org, target))
      throw refuse(e.removeMember, 'last_admin', 'Cannot remove the last admin')
    // The seat stays billed until the next cycle: only seatsInUse goes down.
    recordAudit(org, user, request, {
      action: 'member.removed',
      target: memberTarget(target),
      changes: { role: { before: target.role, after: null } },
    })
    target.orgId = null
    target.role = null
    return respond(e.removeMember, { success: true })
  }),

  serve(e.listInvitations, ({ request }) => {
    const org = requireOrg(requireUser(request))
    return respond(e.listInvitations, {
      invitations: invitationsOf(org.id).sort(byEmail).map(inviteView),
    })
  }),

  serve(e.inviteMember, async ({ request, origin, url }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    const { email, role } = await readJson(request, inviteBody)
    // DSYNC-4: a linked directory decides who is a member.
    if (directoryManaged(org.id))
      throw refuse(e.inviteMember, 'directory_managed', 'Members come from your directory')
    // SEC-7: an organisation without a subscription gets a small allowance on top.
    const rules: Array<[RateRule, string]> = [[RATE_LIMITS.invitationsPerOrg, org.id]]
    if (!org.subscription) rules.push([RATE_LIMITS.invitationsPerOrgWithoutPlan, org.id])
    enforce(url.pathname, takeAll(rules))
    if (!hasUsableSubscription(org))
      throw refuse(e.inviteMember, 'no_subscription', undefined, 'error')
    if (findUserByEmail(email)?.orgId === org.id)
      throw refuse(e.inviteMember, 'already_member', undefined, 'error')
    const existing = db.invitations.findIndex(
      (inv) => inv.orgId === org.id && inv.email.toLowerCase() === email,
    )
    const previous = db.invitations[existing]
    if (previous && isInvitationPending(previous))
      throw refuse(e.inviteMember, 'invitation_exists', undefined, 'error')
    enforce(url.pathname, take(RATE_LIMITS.emailPerRecipient, email))
    if (previous) db.invitations.splice(existing, 1) // re-inviting replaces an expired invitation
    const now = Date.now()
    const invitation: Invitation = {
      orgId: org.id,
      email,
      role,
      expiresAt: new Date(now + INVITE_TTL_DAYS * 86_400_000).toISOString(),
      createdAt: new Date(now).toISOString(),
    }
    db.invitations.push(invitation)
    bumpBilledSeats(org)
    // AUDIT-5: replacing an expired invitation, or the second step of a resend (revoke, then
    // invite, under one batch id), is a resend.
    const resent = !!previous || batchHas(org.id, request, 'invitation.revoked', email)
    recordAudit(org, user, request, {
      action: resent ? 'invitation.resent' : 'invitation.created',
      target: invitationTarget(email),
      changes: { role: { before: previous?.role ?? null, after: role } },
    })
    sendMail(
      email,
      `${user.fullName || user.email} invited you to ${org.name} on Flow`,
      `You have been invited to join ${org.name} as ${role}. Sign in or create an account with this e-mail address (${email}) to join. The invitation expires in ${INVITE_TTL_DAYS} days.`,
      [{ label: 'Join the team', href: `${origin}/login` }],
    )
    return respond(e.inviteMember, inviteView(invitation))
  }),

  serve(e.revokeInvitation, ({ request, params }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    const email = (params.email ?? '').trim().toLowerCase()
    const index = db.invitations.findIndex(
      (inv) => inv.orgId === org.id && inv.email.toLowerCase() === email,
    )
    if (index < 0) throw refuse(e.revokeInvitation, 'invitation_not_found', 'Invitation not found')
    const [revoked] = db.invitations.splice(index, 1)
    recordAudit(org, user, request, {
      action: 'invitation.revoked',
      target: invitationTarget(revoked?.email ?? email),
      changes: { role: { before: revoked?.role ?? null, after: null } },
    })
    return respond(e.revokeInvitation, { success: true })
  }),

  serve(e.selfInvite, ({ request }) => {
    const user = requireUser(request)
    if (user.orgId && db.orgs.has(user.orgId))
      throw refuse(e.selfInvite, 'already_in_organization', 'You are already in an organization')
    const team = orgOfDomain(emailDomain(user.email))
    if (!team) throw refuse(e.selfInvite, 'no_domain_team', 'No team on your domain')
    if (!team.settings.autoInvite)
      throw refuse(e.selfInvite, 'auto_invite_off', 'This team does not allow joining by domain')
    user.orgId = team.id
    user.role = 'member'
    db.invitations = db.invitations.filter(
      (inv) => !(inv.orgId === team.id && inv.email.toLowerCase() === user.email.toLowerCase()),
    )
    bumpBilledSeats(team)
    recordAudit(team, user, request, {
      action: 'member.self_invited',
      target: memberTarget(user),
      changes: { role: { before: null, after: 'member' } },
      metadata: { via: 'domain' },
    })
    return respond(e.selfInvite, orgView(team, user))
  }),

  serve(e.contactAdmins, async ({ request, origin, url }) => {
    const user = requireUser(request)
    const body = await readJson(request, contactBody)
    const own = user.orgId ? db.orgs.get(user.orgId) : undefined
    const org = own ?? orgOfDomain(emailDomain(user.email))
    const admins = org ? membersOf(org.id).filter((u) => u.role === 'admin') : []
    if (!org || admins.length === 0)
      throw refuse(e.contactAdmins, 'no_admins', 'No team admins found for your domain')
    // SEC-8: per sender first, so one member cannot use up the organisation's budget.
    enforce(
      url.pathname,
      takeAll([
        [RATE_LIMITS.contactAdminPerSender, user.id],
        [RATE_LIMITS.contactAdminPerOrg, org.id],
      ]),
    )
    const who = user.fullName ? `${user.fullName} <${user.email}>` : user.email
    const subject = body.invite_email
      ? `${who} asks you to add ${body.invite_email} to ${org.name}`
      : own
        ? `Message from ${who} (${org.name})`
        : `${who} asks to join ${org.name}`
    for (const admin of admins) {
      sendMail(admin.email, subject, body.message, [
        { label: 'Open team management', href: `${origin}/app/team` },
      ])
    }
    return respond(e.contactAdmins, { message: 'sent' })
  }),
]
