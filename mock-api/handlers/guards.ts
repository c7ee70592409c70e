import { INTERNAL_DOMAIN } from '../config'
import { db, type Org, type User } from '../db'
import type { Endpoint, ErrorCode } from '../../src/shared/contract'
import { detail, refuse } from '../lib/http'
import { isEnterprise } from '../org-rules'
import { checkAccessToken } from '../sessions'

/** Access checks shared by the product API handlers (they throw ApiError). */

export function requireUser(request: Request): User {
  const check = checkAccessToken(request)
  if (!check.ok) throw detail(401, 'Not authenticated', 'not_authenticated')
  return check.user
}

export function requireOrg(user: User): Org {
  const org = user.orgId ? db.orgs.get(user.orgId) : undefined
  if (!org) throw detail(404, 'Organization not found', 'organization_not_found')
  return org
}

export function requireAdmin(user: User): Org {
  const org = requireOrg(user)
  if (user.role !== 'admin') throw detail(403, 'Admin access required', 'admin_required')
  return org
}

/** Enterprise-only calls refuse other plans with the code their endpoint declares. */
export function requireEnterprise<E extends Endpoint>(org: Org, endpoint: E): void {
  const code = 'enterprise_required' as ErrorCode<E>
  if (!isEnterprise(org)) throw refuse(endpoint, code, 'Enterprise plan required')
}

/** An admin of an Enterprise organisation (directory sync, domains). */
export function requireEnterpriseAdmin<E extends Endpoint>(request: Request, endpoint: E) {
  const user = requireUser(request)
  const org = requireAdmin(user)
  requireEnterprise(org, endpoint)
  return { user, org }
}

export function isInternal(user: User): boolean {
  return user.email.toLowerCase().endsWith(`@${INTERNAL_DOMAIN}`)
}

export function requireInternal(user: User): void {
  if (!isInternal(user)) throw detail(403, 'Internal access only', 'internal_only')
}

/** The organisation whose domain is the internal domain. */
export function isInternalOrg(org: Org | undefined): boolean {
  return org?.domain?.toLowerCase() === INTERNAL_DOMAIN
}

/**
 * Internal admin = admin of the internal organisation; an internal address made admin of an
 * outside organisation is not one.
 */
export function requireInternalAdmin(user: User): Org {
  const org = user.orgId ? db.orgs.get(user.orgId) : undefined
  if (!isInternalOrg(org)) throw detail(403, 'Internal access only', 'internal_only')
  return requireAdmin(user)
}
