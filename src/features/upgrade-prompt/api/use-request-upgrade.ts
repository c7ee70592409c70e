import { useMutation } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { http } from '@/shared/api'

/** A non-admin asks the organisation's admins to upgrade (POST /contact-admin). */
export function useRequestUpgrade() {
  return useMutation({
    mutationFn: (message: string) =>
      http.post('/contact-admin', z.object({ message: z.optional(z.string()) }), {
        json: { message },
      }),
  })
}
