import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

/**
 * Writes to the admins of the caller's organisation, or, without one, to the admins of the
 * team on the caller's domain. `inviteEmail` names the person the caller would like added.
 */
export const contactAdmins = ({
  message,
  inviteEmail,
}: {
  message: string
  inviteEmail?: string
}) =>
  api(endpoints.contactAdmins, {
    body: inviteEmail === undefined ? { message } : { message, invite_email: inviteEmail },
  })
