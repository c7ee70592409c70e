import { useMutation } from '@tanstack/react-query'
import { contactAdmins } from '@/entities/organisation'

/** Asks the admins of the domain's team to add the caller (START-1). */
export function useRequestToJoin() {
  return useMutation({ mutationFn: (message: string) => contactAdmins({ message }) })
}
