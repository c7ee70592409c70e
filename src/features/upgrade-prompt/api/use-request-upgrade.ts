import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { http } from '@/shared/api'

/** A non-admin asks the organisation's admins to upgrade (POST /contact-admin). */
export function useRequestUpgrade() {
  return useMutation({
    mutationFn: (message: string) =>
      http.post('/contact-admin', z.object({ message: z.string().optional() }), {
        json: { message },
      }),
  })
}
