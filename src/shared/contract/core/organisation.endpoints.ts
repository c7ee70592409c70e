import * as z from 'zod/mini'
import { defineEndpoint } from '../endpoint'
import {
  ADMIN,
  ALREADY_IN_ORGANISATION,
  ENTERPRISE_REQUIRED,
  err,
  INVALID,
  MEMBER,
  NOT_AUTHENTICATED,
  TOO_LARGE,
  USER,
} from '../errors'
import { LIMITS } from '../limits'
import {
  text,
  domainInfoSchema,
  domainStatusSchema,
  messageSchema,
  organisationSchema,
  settingsSchema,
} from '../schemas'

/** The organisation: its details, settings, SSO, BAA and domain. */
export const organisationEndpoints = {
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
} as const
