import { z } from 'zod'
import {
  bumpBilledSeats,
  db,
  emailDomain,
  findUserByEmail,
  hasUsableSubscription,
  invitationsOf,
  isInvitationPending,
  membersOf,
  orgByDomain,
  type Invitation,
  type Org,
  type User,
} from '../db'
import { detail, errorCode, json, readJson, route } from '../lib/http'
import { sendMail } from '../mail'
import { inviteView, memberView, orgView } from '../views'
import { requireAdmin, requireOrg, requireUser } from './guards'
import { emailSchema, nonBlank, roleSchema } from './schemas'

/** Members, invitations, self-invite and messages to admins. */

const INVITE_TTL_DAYS = 30

const roleBody = z.object({ role: roleSchema })
const inviteBody = z.object({ email: emailSchema, role: roleSchema.default('member') })
const contactBody = z.object({ message: nonBlank('Message'), invite_email: emailSchema.nullish() })

function findMember(org: Org, userId: string): User {
  const target = db.users.get(userId)
  if (!target || target.orgId !== org.id) throw detail(404, 'Member not found')
  return target
}

function isLastAdmin(org: Org, target: User): boolean {
  return target.role === 'admin' && membersOf(org.id).filter((u) => u.role === 'admin').length <= 1
}

function byEmail<T extends { email: string }>(a: T, b: T): number {
  return a.email.localeCompare(b.email)
}

export const memberHandlers = [
  route('get', '/api/v1/enterprise/members', ({ request }) => {
    const org = requireOrg(requireUser(request))
    return json({ members: membersOf(org.id).sort(byEmail).map(memberView) })
  }),

  route('patch', '/api/v1/enterprise/members/:userId', async ({ request, params }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    const { role } = await readJson(request, roleBody)
    const userId = params.userId ?? ''
    if (userId === user.id) throw detail(400, 'You cannot change your own role')
    const target = findMember(org, userId)
    if (role !== 'admin' && isLastAdmin(org, target))
      throw detail(400, 'Cannot demote the last admin')
    target.role = role
    target.updatedAt = new Date().toISOString()
    return json(memberView(target))
  }),

  route('delete', '/api/v1/enterprise/members/:userId', ({ request, params }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    const userId = params.userId ?? ''
    if (userId === user.id) throw detail(400, 'You cannot remove yourself from the team')
    const target = findMember(org, userId)
    if (isLastAdmin(org, target)) throw detail(400, 'Cannot remove the last admin')
    // The seat stays billed until the next cycle: only seatsInUse goes down.
    target.orgId = null
    target.role = null
    return json({ success: true })
  }),

  route('get', '/api/v1/enterprise/invitations', ({ request }) => {
    const org = requireOrg(requireUser(request))
    return json({ invitations: invitationsOf(org.id).sort(byEmail).map(inviteView) })
  }),

  route('post', '/api/v1/enterprise/invitations', async ({ request, origin }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    const { email, role } = await readJson(request, inviteBody)
    if (!hasUsableSubscription(org)) throw errorCode(402, 'no_subscription')
    if (findUserByEmail(email)?.orgId === org.id) throw errorCode(409, 'already_member')
    const existing = db.invitations.findIndex(
      (inv) => inv.orgId === org.id && inv.email.toLowerCase() === email,
    )
    const previous = db.invitations[existing]
    if (previous && isInvitationPending(previous)) throw errorCode(409, 'invitation_exists')
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
    sendMail(
      email,
      `${user.fullName || user.email} invited you to ${org.name} on Flow`,
      `You have been invited to join ${org.name} as ${role}. Sign in or create an account with this e-mail address (${email}) to join. The invitation expires in ${INVITE_TTL_DAYS} days.`,
      [{ label: 'Join the team', href: `${origin}/login` }],
    )
    return json(inviteView(invitation), 201)
  }),

  route('delete', '/api/v1/enterprise/invitations/:email', ({ request, params }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    const email = (params.email ?? '').trim().toLowerCase()
    const index = db.invitations.findIndex(
      (inv) => inv.orgId === org.id && inv.email.toLowerCase() === email,
    )
    if (index < 0) throw detail(404, 'Invitation not found')
    db.invitations.splice(index, 1)
    return json({ success: true })
  }),

  route('post', '/api/v1/enterprise/self-invite', ({ request }) => {
    const user = requireUser(request)
    if (user.orgId && db.orgs.has(user.orgId))
      throw detail(409, 'You are already in an organization')
    const team = orgByDomain(emailDomain(user.email))
    if (!team) throw detail(404, 'No team on your domain')
    if (!team.settings.autoInvite) throw detail(403, 'This team does not allow joining by domain')
    user.orgId = team.id
    user.role = 'member'
    db.invitations = db.invitations.filter(
      (inv) => !(inv.orgId === team.id && inv.email.toLowerCase() === user.email.toLowerCase()),
    )
    bumpBilledSeats(team)
    return json(orgView(team, user))
  }),

  route('post', '/api/v1/enterprise/contact-admin', async ({ request, origin }) => {
    const user = requireUser(request)
    const body = await readJson(request, contactBody)
    const own = user.orgId ? db.orgs.get(user.orgId) : undefined
    const org = own ?? orgByDomain(emailDomain(user.email))
    const admins = org ? membersOf(org.id).filter((u) => u.role === 'admin') : []
    if (!org || admins.length === 0) throw detail(404, 'No team admins found for your domain')
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
    return json({ message: 'sent' })
  }),
]
