import * as z from 'zod/mini'
import { isValidEmail, sameEmail } from '@/shared/lib'
import { ONBOARDING_MESSAGES } from './onboarding-messages'

/** START-5: the invite form has 3 e-mail slots. */
export const TEAMMATE_FIELDS = ['email1', 'email2', 'email3'] as const
export type TeammateField = (typeof TEAMMATE_FIELDS)[number]

/** Not a field: the path of the group rule "at least one e-mail". */
export const TEAMMATES_GROUP = 'teammates'

/** START-5: each slot valid or empty, and at least one filled. */
export const teammatesSchema = z
  .object({ email1: z.string(), email2: z.string(), email3: z.string() })
  .check(
    z.superRefine((values, ctx) => {
      for (const field of TEAMMATE_FIELDS) {
        const value = values[field]
        if (value.trim() && !isValidEmail(value))
          ctx.addIssue({ code: 'custom', path: [field], message: ONBOARDING_MESSAGES.invalidEmail })
      }
      if (TEAMMATE_FIELDS.every((field) => !values[field].trim()))
        ctx.addIssue({
          code: 'custom',
          path: [TEAMMATES_GROUP],
          message: ONBOARDING_MESSAGES.emailRequired,
        })
    }),
  )

export type TeammatesValues = z.infer<typeof teammatesSchema>

export const EMPTY_TEAMMATES: TeammatesValues = { email1: '', email2: '', email3: '' }

/** The filled slots, trimmed, each address once (case-insensitive). */
export function teammateEmails(values: TeammatesValues): string[] {
  const emails: string[] = []
  for (const field of TEAMMATE_FIELDS) {
    const email = values[field].trim()
    if (email && !emails.some((seen) => sameEmail(seen, email))) emails.push(email)
  }
  return emails
}
