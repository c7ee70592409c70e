import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { addUser, findUserByEmail, type User } from '../db'
import { errorCode, json, readJson, readQuery, route } from '../lib/http'
import { sendPasswordResetMail, sendVerificationMail } from '../mail'
import { createSession } from '../sessions'
import { requireUser } from './guards'
import { emailSchema } from './schemas'

/** Account endpoints of the product API: user id, user status and the /email/* flows. */

const signupBody = z.object({
  email: emailSchema,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required'),
  full_name: z.string({ message: 'Full name is required' }).trim().min(1, 'Full name is required'),
})
const signinBody = z.object({ email: z.string(), password: z.string() })
const emailOnly = z.object({ email: emailSchema })

export const userHandlers = [
  route('get', '/api/v1/user/user-id', ({ request }) => json({ user_id: requireUser(request).id })),

  route('get', '/user_status', ({ url }) => {
    const { email } = readQuery(url, z.object({ email: emailSchema }), 'error')
    const user = findUserByEmail(email)
    return json({ exists: !!user, verified: !!user?.verifiedAt, provider: user?.provider ?? null })
  }),

  route('post', '/email/signup', async ({ request, origin }) => {
    const body = await readJson(request, signupBody, 'error')
    if (body.password.length < 6)
      throw errorCode(400, 'Password must be at least 6 characters long')
    if (findUserByEmail(body.email)) throw errorCode(409, 'User already registered')
    const now = new Date().toISOString()
    const user: User = {
      id: randomUUID(),
      email: body.email,
      password: body.password,
      fullName: body.full_name,
      provider: 'email',
      verifiedAt: null,
      avatarUrl: null,
      createdAt: now,
      updatedAt: now,
      orgId: null,
      role: null,
    }
    addUser(user)
    sendVerificationMail(user, origin)
    return json({ user_id: user.id })
  }),

  route('post', '/email/signin', async ({ request, origin }) => {
    const body = await readJson(request, signinBody, 'error')
    const user = findUserByEmail(body.email)
    if (!user || user.password === null || user.password !== body.password)
      throw errorCode(400, 'Invalid login credentials')
    if (!user.verifiedAt) throw errorCode(400, 'Email not confirmed')
    const session = createSession(user, origin)
    return json({ access_token: session.access_token, refresh_token: session.refresh_token })
  }),

  route('post', '/email/resend-verification-email', async ({ request, origin }) => {
    const { email } = await readJson(request, emailOnly, 'error')
    const user = findUserByEmail(email)
    if (!user) throw errorCode(404, 'User not found')
    if (user.verifiedAt) return json({ message: 'Email already verified' })
    sendVerificationMail(user, origin)
    return json({ message: 'Verification email sent' })
  }),

  route('post', '/email/request-reset-password', async ({ request, origin }) => {
    const { email } = await readJson(request, emailOnly, 'error')
    const user = findUserByEmail(email)
    if (!user) throw errorCode(404, 'User not found')
    sendPasswordResetMail(user, origin)
    return json({ message: 'Password reset email sent' })
  }),
]
