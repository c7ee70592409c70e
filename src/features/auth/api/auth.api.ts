import { z } from 'zod'
import { http } from '@/shared/api'

export const userStatusSchema = z.object({
  exists: z.boolean(),
  verified: z.boolean().default(false),
  provider: z.string().nullable().default(null),
})
export type UserStatus = z.infer<typeof userStatusSchema>

const messageSchema = z.object({ message: z.string().optional() }).passthrough()

export const lookupUser = (email: string) =>
  http.get('/user_status', userStatusSchema, { searchParams: { email: email.trim() } })

export const signUp = (body: { email: string; password: string; full_name: string }) =>
  http.post('/email/signup', z.object({ user_id: z.string() }), { json: body })

export const resendVerification = (email: string) =>
  http.post('/email/resend-verification-email', messageSchema, { json: { email } })

export const requestPasswordReset = (email: string) =>
  http.post(
    '/email/request-reset-password',
    messageSchema.extend({ error: z.string().optional() }),
    {
      json: { email },
    },
  )
