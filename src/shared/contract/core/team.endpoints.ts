import * as z from 'zod/mini'
import { defineEndpoint } from '../endpoint'
import {
  ADMIN,
  DIRECTORY_MANAGED,
  ALREADY_IN_ORGANISATION,
  err,
  INVALID,
  MEMBER,
  MEMBER_NOT_FOUND,
  RATE_LIMITED,
  TOO_LARGE,
  USER,
} from '../errors'
import { LIMITS } from '../limits'
import {
  text,
  deletedSchema,
  invitesResponseSchema,
  inviteSchema,
  memberSchema,
  membersResponseSchema,
  messageSchema,
  organisationSchema,
  roleSchema,
} from '../schemas'

/** Members and invitations. */
export const teamEndpoints = {
  // --- Members and invitations ---
  listMembers: defineEndpoint({
    method: 'get',
    path: '/members',
    summary: "The organisation's members",
    auth: 'user',
    response: membersResponseSchema,
    errors: [...MEMBER],
  }),
  changeRole: defineEndpoint({
    method: 'patch',
    path: '/members/{userId}',
    summary: "Changes a member's role",
    auth: 'admin',
    body: z.object({ role: roleSchema }),
    response: memberSchema,
    errors: [
      ...ADMIN,
      INVALID,
      err(400, 'cannot_change_own_role', 'The caller tried to change their own role'),
      err(400, 'last_admin', 'Demoting the last admin'),
      MEMBER_NOT_FOUND,
      TOO_LARGE,
    ],
  }),
  removeMember: defineEndpoint({
    method: 'delete',
    path: '/members/{userId}',
    summary: 'Removes a member (their seat stays billed until the next cycle)',
    auth: 'admin',
    response: deletedSchema,
    errors: [
      ...ADMIN,
      err(400, 'cannot_remove_self', 'The caller tried to remove themselves'),
      err(400, 'last_admin', 'Removing the last admin'),
      MEMBER_NOT_FOUND,
      DIRECTORY_MANAGED,
    ],
  }),
  listInvitations: defineEndpoint({
    method: 'get',
    path: '/invitations',
    summary: "The organisation's invitations, pending and expired",
    auth: 'user',
    response: invitesResponseSchema,
    errors: [...MEMBER],
  }),
  inviteMember: defineEndpoint({
    method: 'post',
    path: '/invitations',
    summary: 'Invites an e-mail address with a role',
    description:
      'When seats in use go above the billed seats, the billed seats go up. A new organisation with no subscription yet may invite (billed at checkout).',
    auth: 'admin',
    status: 201,
    body: z.object({ email: text(LIMITS.email), role: roleSchema }),
    response: inviteSchema,
    errors: [
      ...ADMIN,
      INVALID,
      err(402, 'no_subscription', 'The subscription has lapsed (not active or past due)'),
      err(409, 'already_member', 'That person is already in the team'),
      err(409, 'invitation_exists', 'A pending invitation exists for that e-mail'),
      err(502, 'stripe_error', 'The payment provider refused the seat change'),
      DIRECTORY_MANAGED,
      TOO_LARGE,
      RATE_LIMITED,
    ],
  }),
  revokeInvitation: defineEndpoint({
    method: 'delete',
    path: '/invitations/{email}',
    summary: 'Deletes an invitation',
    auth: 'admin',
    response: deletedSchema,
    errors: [...ADMIN, err(404, 'invitation_not_found', 'No invitation for that e-mail')],
  }),
  selfInvite: defineEndpoint({
    method: 'post',
    path: '/self-invite',
    summary: "Joins the team of the caller's domain as a member",
    auth: 'user',
    response: organisationSchema,
    errors: [
      ...USER,
      ALREADY_IN_ORGANISATION,
      err(404, 'no_domain_team', "No team on the caller's domain"),
      err(403, 'auto_invite_off', 'That team does not add users by domain'),
    ],
  }),
  contactAdmins: defineEndpoint({
    method: 'post',
    path: '/contact-admin',
    summary: "Sends a message to the admins of the caller's organisation",
    description:
      "Without an organisation the message goes to the admins of the team on the caller's domain.",
    auth: 'user',
    body: z.object({
      message: text(LIMITS.contactAdminMessage),
      invite_email: z.optional(z.nullable(text(LIMITS.email))),
    }),
    response: messageSchema,
    errors: [
      ...USER,
      INVALID,
      err(404, 'no_admins', 'No team admins to write to'),
      TOO_LARGE,
      RATE_LIMITED,
    ],
  }),
} as const
