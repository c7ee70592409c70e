import * as z from 'zod/mini'
import { LIMITS } from '@/shared/contract'
import { isValidEmail, tooLongMessage } from '@/shared/lib'
import { AUTH_MESSAGES } from './auth-messages'
import { emailIssue } from './password-login.schema'

export const PASSWORD_MIN_LENGTH = 6

export const emailOnlySchema = z.object({ email: z.string() }).check(
  z.superRefine((v, ctx) => {
    const issue = emailIssue(v.email)
    if (issue) ctx.addIssue({ code: 'custom', path: ['email'], message: issue, input: v.email })
  }),
)

export const resetPasswordSchema = z.object({
  email: z.string().check(z.refine(isValidEmail, AUTH_MESSAGES.invalidEmail)),
})

/** Sign-up: every field filled, then the password length. */
export const signUpSchema = z
  .object({ email: z.string(), password: z.string(), fullName: z.string() })
  .check(
    z.superRefine((v, ctx) => {
      const missing = (['email', 'password', 'fullName'] as const).filter((k) => !v[k].trim())
      for (const k of missing)
        ctx.addIssue({ code: 'custom', path: [k], message: AUTH_MESSAGES.allFields, input: v[k] })
      if (!missing.length && v.password.length < PASSWORD_MIN_LENGTH)
        ctx.addIssue({
          code: 'custom',
          path: ['password'],
          message: AUTH_MESSAGES.shortPassword,
          input: v.password,
        })
      for (const [k, max] of [
        ['password', LIMITS.password],
        ['fullName', LIMITS.fullName],
      ] as const)
        if (v[k].length > max)
          ctx.addIssue({ code: 'custom', path: [k], message: tooLongMessage(max), input: v[k] })
    }),
  )

export type EmailOnlyValues = z.infer<typeof emailOnlySchema>
export type SignUpValues = z.infer<typeof signUpSchema>
