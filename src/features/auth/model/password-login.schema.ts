// zod/mini: this schema sits in the first load of /login (the other auth schemas load later).
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

/** The password login's issues by field, at most one each (the form shows them inline). */
export function passwordLoginIssues(
  values: PasswordLoginValues,
): Partial<Record<keyof PasswordLoginValues, string>> {
  const result = z.safeParse(passwordLoginSchema, values)
  const issues: Partial<Record<keyof PasswordLoginValues, string>> = {}
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0]
    if ((field === 'email' || field === 'password') && !issues[field]) issues[field] = issue.message
  }
  return issues
}

export type PasswordLoginValues = z.infer<typeof passwordLoginSchema>
