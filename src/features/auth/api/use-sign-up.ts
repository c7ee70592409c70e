import { useMutation } from '@tanstack/react-query'
import type { SignUpValues } from '../model/auth.schemas'
import { signUp } from './auth.api'

/** Creates an e-mail account; the address then needs verifying. */
export function useSignUp() {
  return useMutation({
    mutationFn: (v: SignUpValues) =>
      signUp({ email: v.email, password: v.password, full_name: v.fullName.trim() }),
  })
}
