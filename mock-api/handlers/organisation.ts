import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { PUBLIC_DOMAINS } from '../config'
import { db, emailDomain, isEnterprise, membersOf, orgByDomain, type Org } from '../db'
import { detail, json, readJson, route } from '../lib/http'
import { orgView } from '../views'
import { requireAdmin, requireOrg, requireUser } from './guards'
import { nonBlank } from './schemas'

/** Organisation endpoints: the organisation itself, domain status/info, settings, SSO and the HIPAA BAA. */

const createBody = z.object({
  name: nonBlank('Organization name'),
  domain: z.string().trim().toLowerCase().nullish(),
})
const updateBody = z.object({
  name: nonBlank('Organization name').optional(),
  logo: z.string().max(200_000, 'Logo is too large').nullish(),
})
const settingsBody = z.object({
  zdr: z.boolean(),
  localDataDelete: z.boolean(),
  enforceSSO: z.boolean(),
  autoInvite: z.boolean(),
})
const baaBody = z.object({ legal_name: z.string({ message: 'legal_name is required' }) })

function requireEnterprise(org: Org): void {
  if (!isEnterprise(org)) throw detail(403, 'Enterprise plan required')
}

export const organisationHandlers = [
  route('get', '/api/v1/enterprise', ({ request }) => {
    const user = requireUser(request)
    return json(orgView(requireOrg(user), user))
  }),

  route('post', '/api/v1/enterprise', async ({ request }) => {
    const user = requireUser(request)
    const body = await readJson(request, createBody)
    if (user.orgId && db.orgs.has(user.orgId))
      throw detail(409, 'You are already in an organization')
    const ownDomain = emailDomain(user.email)
    const domain = body.domain || ownDomain
    if (PUBLIC_DOMAINS.has(domain) || PUBLIC_DOMAINS.has(ownDomain))
      throw detail(400, '400: Forbidden domain')
    if (domain !== ownDomain) throw detail(400, 'The domain must match your e-mail domain')
    if (orgByDomain(domain)) throw detail(409, 'A team already exists on this domain')
    const org: Org = {
      id: randomUUID(),
      name: body.name,
      domain,
      logo: null,
      settings: { zdr: false, localDataDelete: false, enforceSSO: false, autoInvite: false },
      workosProvider: null,
      hipaaBaaSigned: false,
      hipaaLegalName: null,
      subscription: null,
      createdAt: new Date().toISOString(),
    }
    db.orgs.set(org.id, org)
    user.orgId = org.id
    user.role = 'admin'
    return json(orgView(org, user), 201)
  }),

  route('patch', '/api/v1/enterprise', async ({ request }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    const body = await readJson(request, updateBody)
    if (body.name !== undefined) org.name = body.name
    if (body.logo !== undefined) org.logo = body.logo === '' ? null : body.logo
    return json(orgView(org, user))
  }),

  route('get', '/api/v1/enterprise/domain-status', ({ request }) => {
    const user = requireUser(request)
    const domain = emailDomain(user.email)
    if (PUBLIC_DOMAINS.has(domain))
      return json({ team_domain_status: 'forbidden', team_name: null, auto_invite: false })
    const team = orgByDomain(domain)
    return json({
      team_domain_status: team ? 'exists' : 'available',
      team_name: team?.name ?? null,
      auto_invite: team?.settings.autoInvite ?? false,
    })
  }),

  route('get', '/api/v1/enterprise/domain-info', ({ request }) => {
    const user = requireUser(request)
    const domain = emailDomain(user.email)
    if (PUBLIC_DOMAINS.has(domain)) throw detail(400, '400: Forbidden domain')
    const team = orgByDomain(domain)
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
    return json({
      same_domain_users: sameDomain,
      team_members: teamMembers,
      team_name: team?.name ?? null,
      subscription_status: team?.subscription?.status ?? null,
    })
  }),

  route('patch', '/api/v1/enterprise/settings', async ({ request }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    const next = await readJson(request, settingsBody)
    const current = org.settings
    const turningOn = (key: 'zdr' | 'localDataDelete' | 'enforceSSO') => next[key] && !current[key]
    if (
      (turningOn('zdr') || turningOn('localDataDelete') || turningOn('enforceSSO')) &&
      !isEnterprise(org)
    )
      throw detail(403, 'Enterprise plan required')
    if (current.zdr && !next.zdr)
      throw detail(400, 'Privacy mode cannot be turned off once enabled')
    if (next.autoInvite && !current.autoInvite && !org.domain)
      throw detail(400, 'Auto-invite requires an organization domain')
    org.settings = { ...next }
    return json({ ...org.settings })
  }),

  route('post', '/api/v1/enterprise/sso', ({ request, origin }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    requireEnterprise(org)
    const url = `${origin}/demo/sso-portal?org=${encodeURIComponent(org.id)}`
    return json({ sso_admin_portal_url: `link="${url}"` })
  }),

  route('get', '/api/v1/enterprise/sso/connect', ({ request }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    if (!org.workosProvider) throw detail(400, 'SSO not configured')
    return json({ provider: org.workosProvider })
  }),

  route('post', '/api/v1/enterprise/hipaa-baa', async ({ request }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    requireEnterprise(org)
    const { legal_name } = await readJson(request, baaBody)
    if (!legal_name.trim()) throw detail(400, 'legal_name is required')
    if (org.hipaaBaaSigned) throw detail(409, 'The BAA is already signed')
    org.hipaaBaaSigned = true
    org.hipaaLegalName = legal_name.trim()
    return json({ message: `BAA signed for ${org.hipaaLegalName}` })
  }),
]
