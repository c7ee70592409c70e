// Loaded with the form's resolver on first use, not in /login's first load (password-login.resolver.ts).
import * as z from 'zod/mini'
import { isValidEmail } from '@/shared/lib'
import { AUTH_MESSAGES } from './auth-messages'

export const emailIssue = (email: string): string | null => {
  if (!isValidEmail(email)) return AUTH_MESSAGES.invalidEmail
  if (email.includes('+')) return AUTH_MESSAGES.alias
  return null
}

/** Password login: a valid e-mail, no '+' alias, then both fields (in the order a person meets them). */
export const passwordLoginSchema = z.object({ email: z.string(), password: z.string() }).check(
  z.superRefine((v, ctx) => {
    const issue = emailIssue(v.email)
    if (issue) ctx.addIssue({ code: 'custom', path: ['email'], message: issue, input: v.email })
    else if (!v.password)
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: AUTH_MESSAGES.bothRequired,
        input: v.password,
      })
  }),
)

export type PasswordLoginValues = z.infer<typeof passwordLoginSchema>
