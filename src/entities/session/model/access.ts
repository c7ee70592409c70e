import { isAdmin, type Organisation } from '@/entities/organisation'
import { isInternalEmail } from '@/shared/lib'

/** What the signed-in user may do in the portal; computed once, read by routes and the menu. */
export type Access = {
  /** Admin of their organisation. */
  admin: boolean
  /** Internal staff: their e-mail is on the company's own domain. */
  internal: boolean
  /** Internal staff who are also admins of their organisation. */
  internalAdmin: boolean
}

/** The one access rule: admin from the organisation role, internal from the e-mail domain. */
export function accessFor(
  email: string,
  organisation: Pick<Organisation, 'userRole'> | null | undefined,
  internalDomain: string,
): Access {
  const admin = isAdmin(organisation)
  const internal = isInternalEmail(email, internalDomain)
  return { admin, internal, internalAdmin: internal && admin }
}
