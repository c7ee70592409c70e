import { useMutation } from '@tanstack/react-query'
import { contactAdmins } from '@/entities/organisation'

/** INVITE-8: a non-admin's one request to the admins to add several people (POST /contact-admin). */
export function useAskAdmins() {
  return useMutation({ mutationFn: (message: string) => contactAdmins({ message }) })
}
