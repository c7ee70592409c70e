import { endpoints as e } from '../../src/shared/contract'
import { PUBLIC_DOMAINS } from '../config'
import { db, emailDomain } from '../db'
import { recordAudit } from '../audit/audit-store'
import { memberTarget } from '../audit/audit-targets'
import { requireUser } from '../handlers/guards'
import { refuse, respond, serve } from '../lib/http'
import { bumpBilledSeats, hasUsableSubscription } from '../org-rules'
import { orgView } from '../views'
import { directoryManaged } from './directory-sync'
import { findToken } from './invite-link-store'

/** Opening and using an invite link (INVLINK-6 to INVLINK-8). */

const notFound = () =>
  refuse(e.previewInviteLink, 'invite_link_not_found', 'This invite link does not exist')

export const joinHandlers = [
  // INVLINK-6: the organisation's name, the role and the state; nobody's e-mail.
  serve(e.previewInviteLink, ({ params }) => {
    const found = findToken(params.token ?? '')
    const org = found && db.orgs.get(found.link.orgId)
    if (!found || !org) throw notFound()
    const { link, state } = found
    return respond(e.previewInviteLink, {
      org_name: org.name,
      role: link.role,
      state,
      expires_at: link.expiresAt === null ? null : new Date(link.expiresAt).toISOString(),
      restricted_domain: link.restrictToDomain ? org.domain : null,
    })
  }),

  serve(e.joinInviteLink, ({ request, params }) => {
    const user = requireUser(request)
    const found = findToken(params.token ?? '')
    const org = found && db.orgs.get(found.link.orgId)
    if (!found || !org)
      throw refuse(e.joinInviteLink, 'invite_link_not_found', 'This invite link does not exist')
    const { link, state } = found
    // INVLINK-6: only a live, unexpired link joins.
    if (state === 'expired')
      throw refuse(e.joinInviteLink, 'invite_link_expired', 'This invite link has expired')
    if (state === 'reset')
      throw refuse(e.joinInviteLink, 'invite_link_reset', 'This invite link was reset')
    if (state === 'disabled')
      throw refuse(e.joinInviteLink, 'invite_link_disabled', 'This invite link was turned off')
    // DSYNC-4: a linked directory decides who is a member; its invite link adds no one.
    if (directoryManaged(org.id))
      throw refuse(e.joinInviteLink, 'directory_managed', 'Members come from your directory')
    // INVLINK-7: already in an organisation (this one included) is told so, before the domain.
    if (user.orgId && db.orgs.has(user.orgId))
      throw refuse(
        e.joinInviteLink,
        'already_in_organization',
        'You are already in an organization',
      )
    const domain = emailDomain(user.email)
    if (link.restrictToDomain && org.domain && domain !== org.domain.toLowerCase()) {
      if (PUBLIC_DOMAINS.has(domain))
        throw refuse(e.joinInviteLink, 'public_domain', '400: Forbidden domain')
      throw refuse(e.joinInviteLink, 'wrong_domain', `Only @${org.domain} addresses may join`)
    }
    // INVLINK-8: a seat is billed as an invitation bills it.
    if (!hasUsableSubscription(org))
      throw refuse(e.joinInviteLink, 'no_subscription', 'No subscription found')
    user.orgId = org.id
    user.role = link.role
    user.updatedAt = new Date().toISOString()
    db.invitations = db.invitations.filter(
      (inv) => !(inv.orgId === org.id && inv.email.toLowerCase() === user.email.toLowerCase()),
    )
    link.uses += 1
    bumpBilledSeats(org)
    recordAudit(org, user, request, {
      action: 'member.joined_via_link',
      target: memberTarget(user),
      changes: { role: { before: null, after: link.role } },
      metadata: { via: 'invite_link' },
    })
    return respond(e.joinInviteLink, orgView(org, user))
  }),
]
