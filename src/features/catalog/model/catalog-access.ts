import { isInternalEmail } from '@/shared/lib'

/** SPEC §2/§6: the catalog is for internal staff (own-domain e-mail); no admin role needed. */
export const canViewCatalog = (email: string, internalDomain: string): boolean =>
  isInternalEmail(email, internalDomain)
