import { defineEndpoint } from '../endpoint'
import { ADMIN, ALREADY_IN_ORGANISATION, DIRECTORY_MANAGED, INVALID, USER, err } from '../errors'
import { deletedSchema, organisationSchema } from '../schemas'
import {
  inviteLinkAnswerSchema,
  inviteLinkCreateSchema,
  inviteLinkPatchSchema,
  inviteLinkPreviewSchema,
  inviteLinkSchema,
} from './invite-link.schemas'

const NO_LINK = err(404, 'no_invite_link', 'The organisation has no invite link (it is off)')
const NO_DOMAIN = err(400, 'no_domain', 'Restricting to the domain needs an organisation domain')
const NOT_FOUND = err(404, 'invite_link_not_found', 'No invite link ever had that token')
const SCOPE = "The caller's organisation only; one link per organisation."

/** Invite link's calls (added to the table by features/index.ts). */
export const inviteLinkEndpoints = {
  // INVLINK-2: admins only; `{ link: null }` while the organisation has none.
  getInviteLink: defineEndpoint({
    method: 'get',
    path: '/api/v1/enterprise/invite-link',
    summary: "The organisation's invite link, or null when it has none",
    description: SCOPE,
    auth: 'admin',
    response: inviteLinkAnswerSchema,
    errors: [...ADMIN],
    extension: 'invite-link',
  }),
  // INVLINK-4: creates the link, or resets it: a new token, the old one stops at once.
  createInviteLink: defineEndpoint({
    method: 'post',
    path: '/api/v1/enterprise/invite-link',
    summary: 'Creates the invite link, or resets it (the old address stops working at once)',
    description: `${SCOPE} A reset keeps the role, expiry and domain limit, restarts the expiry and the count of uses. Recorded as \`invite_link.created\` or \`invite_link.reset\`.`,
    auth: 'admin',
    status: 201,
    body: inviteLinkCreateSchema,
    response: inviteLinkSchema,
    errors: [...ADMIN, INVALID],
    extension: 'invite-link',
  }),
  // INVLINK-3: role, expiry (counted from now) and the domain limit.
  updateInviteLink: defineEndpoint({
    method: 'patch',
    path: '/api/v1/enterprise/invite-link',
    summary: "Changes the invite link's role, expiry or domain restriction",
    description: `${SCOPE} A new expiry counts from the change. Recorded as \`invite_link.updated\`.`,
    auth: 'admin',
    body: inviteLinkPatchSchema,
    response: inviteLinkSchema,
    errors: [...ADMIN, INVALID, NO_LINK, NO_DOMAIN],
    extension: 'invite-link',
  }),
  // INVLINK-5: turns it off; the address then says so.
  deleteInviteLink: defineEndpoint({
    method: 'delete',
    path: '/api/v1/enterprise/invite-link',
    summary: 'Turns the invite link off',
    description: `${SCOPE} Recorded as \`invite_link.disabled\`.`,
    auth: 'admin',
    response: deletedSchema,
    errors: [...ADMIN, NO_LINK],
    extension: 'invite-link',
  }),
  // INVLINK-6: what anyone holding the address may see; no e-mail of anyone is answered.
  previewInviteLink: defineEndpoint({
    method: 'get',
    path: '/api/v1/invite-links/{token}',
    summary: 'What an invite link leads to: the organisation, the role and whether it still works',
    description:
      'No token needed. A token that was reset or turned off answers its state, so the page can say why; one never issued is 404.',
    auth: 'none',
    response: inviteLinkPreviewSchema,
    errors: [NOT_FOUND],
    extension: 'invite-link',
  }),
  // INVLINK-7, INVLINK-8: joins with the link's role; a seat is billed as an invitation is.
  joinInviteLink: defineEndpoint({
    method: 'post',
    path: '/api/v1/invite-links/{token}/join',
    summary: "Joins the link's organisation with its role",
    description:
      'When seats in use go above the billed seats, the billed seats go up (as an invitation does). Recorded as `member.joined_via_link`.',
    auth: 'user',
    response: organisationSchema,
    errors: [
      ...USER,
      NOT_FOUND,
      err(410, 'invite_link_expired', 'The link has expired'),
      err(410, 'invite_link_reset', 'The link was reset: a newer address replaced it'),
      err(410, 'invite_link_disabled', 'The link was turned off'),
      err(403, 'public_domain', 'The link is limited to the domain and the address is public'),
      err(403, 'wrong_domain', 'The link is limited to the domain and the address is on another'),
      ALREADY_IN_ORGANISATION,
      err(402, 'no_subscription', 'The subscription has lapsed (not active or past due)'),
      DIRECTORY_MANAGED,
    ],
    extension: 'invite-link',
  }),
} as const
