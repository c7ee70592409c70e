import { useMutation } from '@tanstack/react-query'
import type { SignUpValues } from '../model/auth.schema'
import { signUp } from './auth.api'

/** Creates an e-mail account; the address then needs verifying. */
export function useSignUp() {
  return useMutation({
    mutationFn: async (v: SignUpValues) => {
      const answer = await signUp({
        email: v.email,
        password: v.password,
        full_name: v.fullName.trim(),
      })
      // LOGIN-11: "user_id or error"; a 200 with an error made no account and says why.
      if (answer.error || !answer.user_id) throw new SignUpRefused(answer.error)
      return answer
    },
  })
}

/** A sign-up the server answered without an account; its message is the server's own. */
export class SignUpRefused extends Error {
  constructor(readonly serverError: string | undefined) {
    super(serverError ?? 'sign-up refused')
  }
}
