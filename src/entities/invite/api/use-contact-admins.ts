import { useMutation } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { http } from '@/shared/api'
import type { InviteValues } from '../model/invite-request'

const sentSchema = z.partial(z.object({ message: z.string() }))

/** SPEC §6: a non-admin who adds someone asks the admins instead (POST /contact-admin). */
export function useContactAdmins() {
  return useMutation({
    mutationFn: ({ email, role }: InviteValues) =>
      http.post('/contact-admin', sentSchema, {
        json: {
          message: `Please add ${email} to the team as ${role === 'admin' ? 'an admin' : 'a member'}.`,
          invite_email: email,
        },
      }),
  })
}
