import * as z from 'zod/mini'
import { defineEndpoint } from './endpoint'
import {
  ADMIN,
  ALREADY_IN_ORGANISATION,
  ENTERPRISE_REQUIRED,
  err,
  INTERNAL,
  INTERNAL_ONLY,
  INVALID,
  MEMBER,
  MEMBER_NOT_FOUND,
  NOT_AUTHENTICATED,
  RATE_LIMITED,
  TOO_LARGE,
  DIRECTORY_MANAGED,
  USER,
  USER_NOT_FOUND,
} from './errors'
import { featureEndpoints } from './features'
import { LIMITS } from './limits'
import { PLAN_CODE_VALUES } from './plan-codes'
import {
  text,
  catalogPageSchema,
  deletedSchema,
  domainInfoSchema,
  domainStatusSchema,
  invitesResponseSchema,
  inviteSchema,
  memberSchema,
  membersResponseSchema,
  messageSchema,
  notificationSchema,
  notificationsSentSchema,
  organisationSchema,
  roleSchema,
  settingsSchema,
  subscriptionSchema,
  urlAnswerSchema,
  userStatusSchema,
} from './schemas'

/** The product API, one entry per call: what it takes, what it answers and how it refuses. */

const planSchema = z.enum(PLAN_CODE_VALUES)
const emailBody = z.object({ email: text(LIMITS.email) })

const coreEndpoints = {
  // --- Extensions: what this server has beyond the SPEC's API ---
  getCapabilities: defineEndpoint({
    method: 'get',
    path: '/api/v1/capabilities',
    summary: 'The API extensions this server has',
    description:
      'Each name turns on the endpoints marked with it (`x-extension`). A server without this call (404) has none.',
    auth: 'user',
    response: z.object({ extensions: z.array(z.string()) }),
    errors: [...USER],
    extension: true,
  }),

  // --- Account (no token) ---
  getUserId: defineEndpoint({
    method: 'get',
    path: '/api/v1/user/user-id',
    summary: "The caller's user id",
    auth: 'user',
    response: z.object({ user_id: z.string() }),
    errors: [...USER],
  }),
  userStatus: defineEndpoint({
    method: 'get',
    path: '/user_status',
    summary: 'Whether an account exists for an e-mail, is verified, and how it signs in',
    auth: 'none',
    query: z.object({ email: z.string() }),
    response: userStatusSchema,
    errors: [INVALID],
  }),
  signUp: defineEndpoint({
    method: 'post',
    path: '/email/signup',
    summary: 'Creates an e-mail/password account and sends the verification e-mail',
    auth: 'none',
    body: z.object({
      email: text(LIMITS.email),
      password: text(LIMITS.password),
      full_name: text(LIMITS.fullName),
    }),
    description:
      'A 200 answer may carry an `error` field instead of `user_id`: no account was made.',
    response: z.object({ user_id: z.optional(z.string()), error: z.optional(z.string()) }),
    errors: [
      INVALID,
      err(400, 'weak_password', 'The password is shorter than 6 characters'),
      err(409, 'user_exists', 'An account with that e-mail exists ("User already registered")'),
      TOO_LARGE,
      RATE_LIMITED,
    ],
  }),
  signIn: defineEndpoint({
    method: 'post',
    path: '/email/signin',
    summary: 'Signs in with e-mail and password (the portal uses the auth service instead)',
    auth: 'none',
    body: z.object({ email: text(LIMITS.email), password: text(LIMITS.password) }),
    response: z.object({ access_token: z.string(), refresh_token: z.string() }),
    errors: [
      INVALID,
      err(400, 'invalid_credentials', 'Wrong e-mail or password ("Invalid login credentials")'),
      err(400, 'email_not_confirmed', 'The account is not verified yet'),
      TOO_LARGE,
      RATE_LIMITED,
    ],
  }),
  resendVerification: defineEndpoint({
    method: 'post',
    path: '/email/resend-verification-email',
    summary: 'Sends the verification e-mail again',
    auth: 'none',
    body: emailBody,
    response: messageSchema,
    errors: [INVALID, USER_NOT_FOUND, TOO_LARGE, RATE_LIMITED],
  }),
  requestPasswordReset: defineEndpoint({
    method: 'post',
    path: '/email/request-reset-password',
    summary: 'Sends a password-reset link',
    description:
      'A 200 answer may still carry an `error` field, which means the e-mail was not sent.',
    auth: 'none',
    body: emailBody,
    response: z.extend(messageSchema, { error: z.optional(z.string()) }),
    errors: [INVALID, USER_NOT_FOUND, TOO_LARGE, RATE_LIMITED],
  }),

  // --- Organisation ---
  getOrganisation: defineEndpoint({
    method: 'get',
    path: '',
    summary: "The caller's organisation",
    auth: 'user',
    response: organisationSchema,
    errors: [...MEMBER],
  }),
  createOrganisation: defineEndpoint({
    method: 'post',
    path: '',
    summary: "Creates an organisation on the caller's e-mail domain; the caller becomes its admin",
    description: 'The new organisation has no subscription yet.',
    auth: 'user',
    status: 201,
    body: z.object({
      name: text(LIMITS.organisationName),
      domain: z.optional(z.nullable(text(LIMITS.domain))),
    }),
    response: organisationSchema,
    errors: [
      NOT_AUTHENTICATED,
      INVALID,
      err(400, 'forbidden_domain', 'A public e-mail domain (detail "400: Forbidden domain")'),
      err(400, 'domain_mismatch', "The domain is not the caller's e-mail domain"),
      ALREADY_IN_ORGANISATION,
      err(409, 'team_exists', 'A team already exists on this domain'),
      TOO_LARGE,
    ],
  }),
  updateOrganisation: defineEndpoint({
    method: 'patch',
    path: '',
    summary: 'Renames the organisation or changes its logo (a data URL or null)',
    auth: 'admin',
    body: z.object({
      name: z.optional(text(LIMITS.organisationName)),
      logo: z.optional(z.nullable(text(LIMITS.logo))),
    }),
    response: organisationSchema,
    errors: [...ADMIN, INVALID, TOO_LARGE],
  }),
  domainStatus: defineEndpoint({
    method: 'get',
    path: '/domain-status',
    summary: "Whether the caller's e-mail domain is free, has a team, or is public",
    auth: 'user',
    response: domainStatusSchema,
    errors: [...USER],
  }),
  domainInfo: defineEndpoint({
    method: 'get',
    path: '/domain-info',
    summary: "Who else is on the caller's e-mail domain, and its team",
    auth: 'user',
    response: domainInfoSchema,
    errors: [...USER, err(400, 'forbidden_domain', 'The domain is public')],
  }),
  updateSettings: defineEndpoint({
    method: 'patch',
    path: '/settings',
    summary: 'Replaces the settings (always the whole object, never a part)',
    auth: 'admin',
    body: z.object({
      zdr: z.boolean(),
      localDataDelete: z.boolean(),
      enforceSSO: z.boolean(),
      autoInvite: z.boolean(),
    }),
    response: settingsSchema,
    errors: [
      ...ADMIN,
      INVALID,
      err(
        403,
        'enterprise_required',
        'Turning on zdr, localDataDelete or enforceSSO off Enterprise',
      ),
      err(400, 'zdr_locked', 'Privacy mode (zdr) cannot be turned off once on'),
      err(400, 'domain_required', 'autoInvite needs an organisation domain'),
      TOO_LARGE,
    ],
  }),
  ssoPortal: defineEndpoint({
    method: 'post',
    path: '/sso',
    summary: 'A link to the identity-provider set-up portal',
    description: 'The URL comes wrapped as `link="<url>"`.',
    auth: 'admin',
    response: z.object({ sso_admin_portal_url: z.string() }),
    errors: [...ADMIN, ENTERPRISE_REQUIRED],
  }),
  ssoConnect: defineEndpoint({
    method: 'get',
    path: '/sso/connect',
    summary: "The organisation's identity provider, once set up",
    auth: 'admin',
    response: z.object({ provider: z.string() }),
    errors: [...ADMIN, err(400, 'sso_not_configured', 'The organisation has no identity provider')],
  }),
  signBaa: defineEndpoint({
    method: 'post',
    path: '/hipaa-baa',
    summary: 'Signs the HIPAA BAA (cannot be undone)',
    auth: 'admin',
    body: z.object({ legal_name: text(LIMITS.legalName) }),
    response: messageSchema,
    errors: [
      ...ADMIN,
      ENTERPRISE_REQUIRED,
      INVALID,
      err(409, 'baa_already_signed', 'The BAA is already signed'),
      TOO_LARGE,
    ],
  }),

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

  // --- Payment ---
  createCheckoutSession: defineEndpoint({
    method: 'post',
    path: '/api/v1/payment/create_enterprise_checkout_session',
    summary: 'A checkout page for a plan and a number of seats',
    auth: 'admin',
    body: z.object({ plan: planSchema, seats: z.number().check(z.int(), z.positive()) }),
    response: urlAnswerSchema,
    errors: [
      ...ADMIN,
      INVALID,
      err(400, 'seat_minimum', 'Fewer seats than the Teams minimum (3)'),
      TOO_LARGE,
    ],
  }),
  billingPortal: defineEndpoint({
    method: 'get',
    path: '/api/v1/payment/enterprise-portal',
    summary: 'A link to the billing portal',
    auth: 'admin',
    response: urlAnswerSchema,
    errors: [...ADMIN, err(404, 'no_subscription', 'The organisation has no subscription')],
  }),
  switchPlan: defineEndpoint({
    method: 'post',
    path: '/api/v1/payment/enterprise/switch-plan',
    summary: 'Moves an active subscription to another plan',
    auth: 'admin',
    body: z.object({ plan: planSchema }),
    response: subscriptionSchema,
    errors: [
      ...ADMIN,
      INVALID,
      err(400, 'subscription_inactive', 'The subscription is not active'),
      TOO_LARGE,
    ],
  }),

  // --- Internal ---
  announce: defineEndpoint({
    method: 'post',
    path: '/api/v1/notification/internal/announce',
    summary: 'Sends a notification to every user',
    auth: 'internal-admin',
    body: notificationSchema,
    response: notificationsSentSchema,
    errors: [...ADMIN, INTERNAL_ONLY, INVALID, TOO_LARGE],
  }),
  notify: defineEndpoint({
    method: 'post',
    path: '/api/v1/notification/internal/create',
    summary: 'Sends a notification to the listed e-mail addresses',
    auth: 'internal-admin',
    body: z.object({
      emails: z.array(text(LIMITS.email)).check(z.maxLength(LIMITS.notificationRecipients)),
      notification: notificationSchema,
    }),
    response: notificationsSentSchema,
    errors: [...ADMIN, INTERNAL_ONLY, INVALID, TOO_LARGE],
  }),
  eventsCatalog: defineEndpoint({
    method: 'get',
    path: '/api/v1/analytics/events-catalog',
    summary: 'A page of the analytics event catalog',
    description:
      'page_number starts at 1; search matches an event type or a key, case-insensitively.',
    auth: 'internal',
    query: z.object({
      page_size: z.optional(z.number().check(z.int(), z.positive())),
      page_number: z.optional(z.number().check(z.int(), z.positive())),
      search: z.optional(text(LIMITS.catalogSearch)),
    }),
    response: catalogPageSchema,
    errors: [...INTERNAL, INVALID],
  }),
  eventType: defineEndpoint({
    method: 'get',
    path: '/api/v1/analytics/events-catalog/{eventType}',
    summary: 'One event type, freshly read (a one-item page)',
    auth: 'internal',
    response: catalogPageSchema,
    errors: [...INTERNAL, err(404, 'event_type_not_found', 'No such event type')],
  }),
  refreshAllEventTypes: defineEndpoint({
    method: 'get',
    path: '/api/v1/analytics/refresh-all-event-types',
    summary: 'Starts rebuilding every event type (about 5+ minutes)',
    auth: 'internal',
    response: messageSchema,
    errors: [...INTERNAL],
  }),
} as const

/** The whole table: the calls above, then each generated feature's (features/index.ts). */
export const endpoints = { ...coreEndpoints, ...featureEndpoints }

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
export type FeatureEndpointName = keyof typeof featureEndpoints
