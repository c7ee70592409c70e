import { z } from 'zod'

/** Shared request schemas. */

export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email({ message: 'Invalid email address' }))
  .transform((s) => s.toLowerCase())

export const roleSchema = z.enum(['admin', 'member'], {
  message: 'role must be "admin" or "member"',
})

export const nonBlank = (what: string) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
