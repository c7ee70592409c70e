import { z } from 'zod'
import { isEmailAddress, LIMITS } from '../../src/shared/contract'

/** Shared request schemas. */

export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  // VAL-5: the contract's rule, the same the portal's forms check.
  .refine(isEmailAddress, 'Invalid email address')
  .transform((s) => s.toLowerCase())

export const roleSchema = z.enum(['admin', 'member'], {
  message: 'role must be "admin" or "member"',
})

/** A required text of at most `max` characters (LIMITS in the contract). */
export const nonBlank = (what: string, max: number) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)
