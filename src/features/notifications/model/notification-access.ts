import { isAdmin, type Organisation } from '@/entities/organisation'
import { isInternalEmail } from '@/shared/lib'

/** SPEC §6: the notifications page needs internal staff (own-domain e-mail) who are admins. */
export const canSendNotifications = (
  email: string,
  organisation: Organisation | null,
  internalDomain: string,
): boolean => isInternalEmail(email, internalDomain) && isAdmin(organisation)
