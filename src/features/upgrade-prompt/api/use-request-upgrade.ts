import { useMutation } from '@tanstack/react-query'
import { contactAdmins } from '@/entities/organisation'

/** A non-admin asks the organisation's admins to upgrade (POST /contact-admin). */
export function useRequestUpgrade() {
  return useMutation({
    mutationFn: (message: string) => contactAdmins({ message }),
  })
}
