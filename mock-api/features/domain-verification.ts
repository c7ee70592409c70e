import { endpoints as e, type DomainState } from '../../src/shared/contract'
import { recordAudit } from '../audit/audit-store'
import { db, type Org, type User } from '../db'
import { extensionEnabled } from '../extensions'
import { requireEnterpriseAdmin } from '../handlers/guards'
import { respond, serve } from '../lib/http'
import { isEnterprise } from '../org-rules'
import { mintPortalLink } from '../portal-links'
import { DAY_MS } from '../seed/seed-dates'
import type { DemoFeature } from './demo-feature'

/**
 * Domain verification in the demo backend (DOMAIN-1 to DOMAIN-4): each organisation's domains,
 * added and decided in the demo SSO portal's domain step, refilled from the seed on every reset.
 */

export type OrgDomain = { domain: string; state: DomainState; createdAt: number }

/** DOMAIN-1: a pending domain fails 30 days after it was added (WorkOS). */
export const DOMAIN_FAILS_AFTER_MS = 30 * DAY_MS

const domains = new Map<string, OrgDomain[]>()

const domainTarget = (domain: string) => ({ type: 'domain', id: domain, label: domain })

/** The demo seed: the Enterprise organisations' own domains are verified; the others have none. */
function seedDomains(org: Org): OrgDomain[] {
  if (!org.domain || !isEnterprise(org)) return []
  return [{ domain: org.domain, state: 'verified', createdAt: Date.parse(org.createdAt) }]
}

/** A domain's state now: a pending one past its 30 days has failed. */
const stateOf = (d: OrgDomain, now = Date.now()): DomainState =>
  d.state === 'pending' && now >= d.createdAt + DOMAIN_FAILS_AFTER_MS ? 'failed' : d.state

export const domainsOf = (orgId: string): OrgDomain[] => domains.get(orgId) ?? []

/**
 * DOMAIN-4: the organisation a domain's new users belong to. With the extension, an Enterprise
 * organisation (where verification exists) claims only its verified domains; other plans, and a
 * server without the extension, keep the specification's rule (the organisation's domain).
 */
export function orgOfDomain(domain: string): Org | undefined {
  const d = domain.toLowerCase()
  const checked = extensionEnabled('domain-verification')
  for (const org of db.orgs.values()) {
    if (checked && isEnterprise(org)) {
      if (domainsOf(org.id).some((x) => x.domain === d && stateOf(x) === 'verified')) return org
    } else if (org.domain === d) return org
  }
  return undefined
}

/** The portal's domain step: adds a pending domain (false when the organisation has it). */
export function addDomain(org: Org, user: User, domain: string): boolean {
  const list = domains.get(org.id) ?? []
  const d = domain.trim().toLowerCase()
  if (!d || list.some((x) => x.domain === d)) return false
  list.push({ domain: d, state: 'pending', createdAt: Date.now() })
  domains.set(org.id, list)
  recordAudit(org, user, null, { action: 'domain.added', target: domainTarget(d) })
  return true
}

/** The portal's domain step: marks a domain verified or failed. */
export function setDomainState(org: Org, user: User, domain: string, state: DomainState): void {
  const found = domainsOf(org.id).find((x) => x.domain === domain)
  if (!found) return
  const before = stateOf(found)
  found.state = state
  recordAudit(org, user, null, {
    action: 'domain.state_changed',
    target: domainTarget(domain),
    changes: { state: { before, after: state } },
  })
}

export const domainVerificationDemo: DemoFeature = {
  load: (seed) => {
    domains.clear()
    for (const org of seed.orgs) domains.set(org.id, seedDomains(org))
  },
  handlers: [
    serve(e.getDomains, ({ request }) => {
      const { org } = requireEnterpriseAdmin(request, e.getDomains)
      return respond(e.getDomains, {
        domains: domainsOf(org.id).map((d) => {
          const state = stateOf(d)
          const failsAt = new Date(d.createdAt + DOMAIN_FAILS_AFTER_MS).toISOString()
          return { domain: d.domain, state, fails_at: state === 'pending' ? failsAt : null }
        }),
      })
    }),
    // DOMAIN-3: SSO's one-time link (portal-links.ts), opening the domain step.
    serve(e.domainPortal, ({ request, origin }) => {
      const { org, user } = requireEnterpriseAdmin(request, e.domainPortal)
      const url = mintPortalLink('sso', org, user, origin, 'domain_verification')
      recordAudit(org, user, request, {
        action: 'domain.setup_started',
        target: { type: 'domain', id: 'domains', label: 'Domains' },
      })
      return respond(e.domainPortal, { url })
    }),
  ],
}
