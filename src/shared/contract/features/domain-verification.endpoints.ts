import * as z from 'zod/mini'
import { defineEndpoint } from '../endpoint'
import { ADMIN, ENTERPRISE_REQUIRED } from '../errors'
import { described, named } from './registry'
import { text, urlAnswerSchema } from '../schemas'

/** DOMAIN-1: the states of a WorkOS organisation domain. */
export const DOMAIN_STATES = ['pending', 'verified', 'failed'] as const
export type DomainState = (typeof DOMAIN_STATES)[number]

export const orgDomainSchema = named(
  z.object({
    domain: text(253),
    state: z.enum(DOMAIN_STATES),
    fails_at: described(
      z.nullable(z.string()),
      'ISO time a pending domain fails (30 days after it was added); null otherwise',
    ),
  }),
  'OrganizationDomain',
)

/** Domain verification's calls (added to the table by features/index.ts). */
export const domainVerificationEndpoints = {
  // DOMAIN-1: Enterprise admins only; the organisation's domains, in the order they were added.
  getDomains: defineEndpoint({
    method: 'get',
    path: '/api/v1/enterprise/domains',
    summary: "The caller's organisation's domains and their verification state",
    auth: 'admin',
    response: z.object({ domains: z.array(orgDomainSchema) }),
    errors: [...ADMIN, ENTERPRISE_REQUIRED],
    extension: 'domain-verification',
  }),
  // DOMAIN-3: the same one-time admin-portal link as SSO's, with the `domain_verification` intent.
  domainPortal: defineEndpoint({
    method: 'post',
    path: '/api/v1/enterprise/domains/portal-link',
    summary: 'A one-time link to the admin portal, intent `domain_verification`',
    description:
      'Single use, 5 minutes, for an admin of the organisation; the portal must be on an allowed redirect host.',
    auth: 'admin',
    response: urlAnswerSchema,
    errors: [...ADMIN, ENTERPRISE_REQUIRED],
    extension: 'domain-verification',
  }),
} as const
