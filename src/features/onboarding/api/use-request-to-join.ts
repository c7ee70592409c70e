import { useMutation } from '@tanstack/react-query'
import { postContactAdmin } from './onboarding.api'

/** Asks the admins of the domain's team to add the caller (SPEC §7 contact-admin). */
export function useRequestToJoin() {
  return useMutation({ mutationFn: (message: string) => postContactAdmin(message) })
}
