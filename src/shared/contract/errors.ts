/** The refusals many calls share; a feature's own codes are written where its calls are. */

export const err = <const S extends number, const C extends string>(
  status: S,
  code: C,
  description: string,
) => ({ status, code, description })

export const INVALID = err(
  400,
  'invalid_request',
  'A field is missing or malformed (the text says which)',
)
export const NOT_AUTHENTICATED = err(401, 'not_authenticated', 'No valid bearer token')
export const NO_ORGANISATION = err(404, 'organization_not_found', 'The caller has no organisation')
export const ADMIN_REQUIRED = err(
  403,
  'admin_required',
  'The caller is not an admin of the organisation',
)
export const INTERNAL_ONLY = err(403, 'internal_only', 'The caller is not internal staff')
export const ENTERPRISE_REQUIRED = err(
  403,
  'enterprise_required',
  'The organisation is not on Enterprise',
)
export const USER_NOT_FOUND = err(404, 'user_not_found', 'No account with that e-mail')
export const MEMBER_NOT_FOUND = err(404, 'member_not_found', 'No such member in the organisation')
export const ALREADY_IN_ORGANISATION = err(
  409,
  'already_in_organization',
  'The caller is already in an organisation',
)
/** DSYNC-4: while a directory is linked, members come from it (directory-sync extension). */
export const DIRECTORY_MANAGED = err(
  409,
  'directory_managed',
  'A linked directory manages the members: no manual invites or removals',
)
export const TOO_LARGE = err(413, 'payload_too_large', 'The request body is over 64 KiB')
export const RATE_LIMITED = err(
  429,
  'rate_limited',
  'Too many attempts: the Retry-After header (and retry_after) says how many seconds to wait',
)

export const USER = [NOT_AUTHENTICATED] as const
export const MEMBER = [NOT_AUTHENTICATED, NO_ORGANISATION] as const
export const ADMIN = [NOT_AUTHENTICATED, NO_ORGANISATION, ADMIN_REQUIRED] as const
export const INTERNAL = [NOT_AUTHENTICATED, INTERNAL_ONLY] as const
