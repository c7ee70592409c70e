import { useMutation } from '@tanstack/react-query'
import { contactAdmins } from '@/entities/organisation'
import type { InviteValues } from '../model/invite-request'

/** TEAM-3: a non-admin who adds someone asks the admins instead (POST /contact-admin). */
export function useContactAdmins() {
  return useMutation({
    mutationFn: ({ email, role }: InviteValues) =>
      contactAdmins({
        message: `Please add ${email} to the team as ${role === 'admin' ? 'an admin' : 'a member'}.`,
        inviteEmail: email,
      }),
  })
}
