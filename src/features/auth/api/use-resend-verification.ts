import { useMutation } from '@tanstack/react-query'
import { resendVerification } from './auth.api'

/** Sends the verification e-mail again. */
export function useResendVerification(email: string) {
  return useMutation({
    mutationFn: () => resendVerification(email),
  })
}
