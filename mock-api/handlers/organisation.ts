import { z } from 'zod'
import { PUBLIC_DOMAINS } from '../config'
import { db, emailDomain, membersOf, orgByDomain } from '../db'
import { isEnterprise, newOrg } from '../org-rules'
import { endpoints as e, LIMITS } from '../../src/shared/contract'
import { recordAudit } from '../audit/audit-store'
import {
  BAA_TARGET,
  organizationTarget,
  SETTING_LABELS,
  settingTarget,
  SSO_TARGET,
} from '../audit/audit-targets'
import { mintPortalLink } from '../portal-links'
import { orgOfDomain } from '../features/domain-verification'
import { readJson, refuse, respond, serve } from '../lib/http'
import { orgView } from '../views'
import { requireAdmin, requireEnterprise, requireOrg, requireUser } from './guards'
import { nonBlank } from './schemas'

/** Organisation endpoints: the organisation itself, domain status/info, settings, SSO and the HIPAA BAA. */

const createBody = z.object({
  name: nonBlank('Organization name', LIMITS.organisationName),
  domain: z.string().trim().toLowerCase().max(LIMITS.domain).nullish(),
})
const updateBody = z.object({
  name: nonBlank('Organization name', LIMITS.organisationName).optional(),
  logo: z.string().max(LIMITS.logo, 'Logo is too large').nullish(),
})
const settingsBody = z.object({
  zdr: z.boolean(),
  localDataDelete: z.boolean(),
  enforceSSO: z.boolean(),
  autoInvite: z.boolean(),
})
const baaBody = z.object({
  legal_name: z
    .string({ message: 'legal_name is required' })
    .max(LIMITS.legalName, `legal_name must be at most ${LIMITS.legalName} characters`),
})

export const organisationHandlers = [
  serve(e.getOrganisation, ({ request }) => {
    const user = requireUser(request)
    return respond(e.getOrganisation, orgView(requireOrg(user), user))
  }),

  serve(e.createOrganisation, async ({ request }) => {
    const user = requireUser(request)
    const body = await readJson(request, createBody)
    if (user.orgId && db.orgs.has(user.orgId))
      throw refuse(
        e.createOrganisation,
        'already_in_organization',
        'You are already in an organization',
      )
    const ownDomain = emailDomain(user.email)
    const domain = body.domain || ownDomain
    if (PUBLIC_DOMAINS.has(domain) || PUBLIC_DOMAINS.has(ownDomain))
      throw refuse(e.createOrganisation, 'forbidden_domain', '400: Forbidden domain')
    if (domain !== ownDomain)
      throw refuse(
        e.createOrganisation,
        'domain_mismatch',
        'The domain must match your e-mail domain',
      )
    if (orgByDomain(domain))
      throw refuse(e.createOrganisation, 'team_exists', 'A team already exists on this domain')
    const org = newOrg(body.name, domain)
    db.orgs.set(org.id, org)
    user.orgId = org.id
    user.role = 'admin'
    recordAudit(org, user, request, {
      action: 'organization.created',
      target: organizationTarget(org),
      changes: { name: { before: null, after: org.name }, domain: { before: null, after: domain } },
    })
    return respond(e.createOrganisation, orgView(org, user))
  }),

  serve(e.updateOrganisation, async ({ request }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    const body = await readJson(request, updateBody)
    const before = { name: org.name, logo: org.logo }
    if (body.name !== undefined) org.name = body.name
    if (body.logo !== undefined) org.logo = body.logo === '' ? null : body.logo
    if (org.name !== before.name)
      recordAudit(org, user, request, {
        action: 'organization.renamed',
        target: organizationTarget(org),
        changes: { name: { before: before.name, after: org.name } },
      })
    // A logo is a data URL: the log says whether there is one, not its bytes.
    if (org.logo !== before.logo)
      recordAudit(org, user, request, {
        action: 'organization.logo_changed',
        target: organizationTarget(org),
        changes: {
          logo: { before: before.logo ? 'custom' : null, after: org.logo ? 'custom' : null },
        },
      })
    return respond(e.updateOrganisation, orgView(org, user))
  }),

  serve(e.domainStatus, ({ request }) => {
    const user = requireUser(request)
    const domain = emailDomain(user.email)
    if (PUBLIC_DOMAINS.has(domain))
      return respond(e.domainStatus, {
        team_domain_status: 'forbidden',
        team_name: null,
        auto_invite: false,
      })
    const team = orgOfDomain(domain) // DOMAIN-4: verified domains only, with the extension
    return respond(e.domainStatus, {
      team_domain_status: team ? 'exists' : 'available',
      team_name: team?.name ?? null,
      auto_invite: team?.settings.autoInvite ?? false,
    })
  }),

  serve(e.domainInfo, ({ request }) => {
    const user = requireUser(request)
    const domain = emailDomain(user.email)
    if (PUBLIC_DOMAINS.has(domain))
      throw refuse(e.domainInfo, 'forbidden_domain', '400: Forbidden domain')
    const team = orgOfDomain(domain) // DOMAIN-4
    const suffix = `@${domain}`
    const sameDomain = [...db.users.values()]
      .filter(
        (u) =>
          u.email.toLowerCase().endsWith(suffix) &&
          u.id !== user.id &&
          !!u.verifiedAt &&
          (!team || u.orgId !== team.id),
      )
      .map((u) => ({ email: u.email }))
      .sort((a, b) => a.email.localeCompare(b.email))
    const teamMembers = team
      ? membersOf(team.id)
          .map((u) => ({ email: u.email }))
          .sort((a, b) => a.email.localeCompare(b.email))
      : []
    return respond(e.domainInfo, {
      same_domain_users: sameDomain,
      team_members: teamMembers,
      team_name: team?.name ?? null,
      subscription_status: team?.subscription?.status ?? null,
    })
  }),

  serve(e.updateSettings, async ({ request }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    const next = await readJson(request, settingsBody)
    const current = org.settings
    const turningOn = (key: 'zdr' | 'localDataDelete' | 'enforceSSO') => next[key] && !current[key]
    if (
      (turningOn('zdr') || turningOn('localDataDelete') || turningOn('enforceSSO')) &&
      !isEnterprise(org)
    )
      throw refuse(e.updateSettings, 'enterprise_required', 'Enterprise plan required')
    if (current.zdr && !next.zdr)
      throw refuse(e.updateSettings, 'zdr_locked', 'Privacy mode cannot be turned off once enabled')
    if (next.autoInvite && !current.autoInvite && !org.domain)
      throw refuse(
        e.updateSettings,
        'domain_required',
        'Auto-invite requires an organization domain',
      )
    org.settings = { ...next }
    // AUDIT-5: one event per switch that changed.
    for (const key of Object.keys(SETTING_LABELS) as (keyof typeof SETTING_LABELS)[])
      if (current[key] !== next[key])
        recordAudit(org, user, request, {
          action: 'setting.changed',
          target: settingTarget(key),
          changes: { [key]: { before: current[key], after: next[key] } },
        })
    return respond(e.updateSettings, { ...org.settings })
  }),

  serve(e.ssoPortal, ({ request, origin }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    requireEnterprise(org, e.ssoPortal)
    const url = mintPortalLink('sso', org, user, origin)
    recordAudit(org, user, request, { action: 'sso.setup_started', target: SSO_TARGET })
    return respond(e.ssoPortal, { sso_admin_portal_url: `link="${url}"` })
  }),

  serve(e.ssoConnect, ({ request }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    if (!org.workosProvider) throw refuse(e.ssoConnect, 'sso_not_configured', 'SSO not configured')
    recordAudit(org, user, request, {
      action: 'sso.connected',
      target: SSO_TARGET,
      metadata: { provider: org.workosProvider },
    })
    return respond(e.ssoConnect, { provider: org.workosProvider })
  }),

  serve(e.signBaa, async ({ request }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    requireEnterprise(org, e.signBaa)
    const { legal_name } = await readJson(request, baaBody)
    if (!legal_name.trim()) throw refuse(e.signBaa, 'invalid_request', 'legal_name is required')
    if (org.hipaaBaaSigned)
      throw refuse(e.signBaa, 'baa_already_signed', 'The BAA is already signed')
    org.hipaaBaaSigned = true
    org.hipaaLegalName = legal_name.trim()
    recordAudit(org, user, request, {
      action: 'baa.signed',
      target: BAA_TARGET,
      changes: { legal_name: { before: null, after: org.hipaaLegalName } },
    })
    return respond(e.signBaa, { message: `BAA signed for ${org.hipaaLegalName}` })
  }),
]
