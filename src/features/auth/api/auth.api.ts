import * as z from 'zod/mini'
import { http } from '@/shared/api'

export const userStatusSchema = z.object({
  exists: z.boolean(),
  verified: z._default(z.boolean(), false),
  provider: z._default(z.nullable(z.string()), null),
})
export type UserStatus = z.infer<typeof userStatusSchema>

const messageSchema = z.looseObject({ message: z.optional(z.string()) })

// The reset call may answer 200 with an error field (SPEC §7).
const resetAnswerSchema = z.extend(messageSchema, { error: z.optional(z.string()) })

export const lookupUser = (email: string) =>
  http.get('/user_status', userStatusSchema, { searchParams: { email: email.trim() } })

export const signUp = (body: { email: string; password: string; full_name: string }) =>
  http.post('/email/signup', z.object({ user_id: z.string() }), { json: body })

export const resendVerification = (email: string) =>
  http.post('/email/resend-verification-email', messageSchema, { json: { email } })

export const requestPasswordReset = (email: string) =>
  http.post('/email/request-reset-password', resetAnswerSchema, { json: { email } })
