import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { addUser, findUserByEmail, type User } from '../db'
import { endpoints as e, LIMITS } from '../../src/shared/contract'
import { clientAddress, RATE_LIMITS, take, takeAll } from '../limits'
import { enforce, readJson, readQuery, refuse, respond, serve } from '../lib/http'
import { hashPassword } from '../lib/password'
import { sendPasswordResetMail, sendVerificationMail } from '../mail'
import { createSession } from '../sessions'
import { recordFailedSignIn } from '../audit/auth-events'
import { checkPassword } from '../sign-in'
import { requireUser } from './guards'
import { emailSchema, nonBlank } from './schemas'

/** Account endpoints of the product API: user id, user status and the /email/* flows. */

const signupBody = z.object({
  email: emailSchema,
  password: z
    .string({ message: 'Password is required' })
    .min(1, 'Password is required')
    .max(LIMITS.password, `Password must be at most ${LIMITS.password} characters`),
  full_name: nonBlank('Full name', LIMITS.fullName),
})
const signinBody = z.object({ email: z.string(), password: z.string() })
const emailOnly = z.object({ email: emailSchema })

export const userHandlers = [
  serve(e.getUserId, ({ request }) => respond(e.getUserId, { user_id: requireUser(request).id })),

  serve(e.userStatus, ({ url }) => {
    const { email } = readQuery(url, z.object({ email: emailSchema }), 'error')
    const user = findUserByEmail(email)
    return respond(e.userStatus, {
      exists: !!user,
      verified: !!user?.verifiedAt,
      provider: user?.provider ?? null,
    })
  }),

  serve(e.signUp, async ({ request, origin, url }) => {
    const body = await readJson(request, signupBody, 'error')
    if (body.password.length < 6)
      throw refuse(
        e.signUp,
        'weak_password',
        'Password must be at least 6 characters long',
        'error',
      )
    if (findUserByEmail(body.email))
      throw refuse(e.signUp, 'user_exists', 'User already registered', 'error')
    // SEC-6: sign-ups per client address, counted with the mail before the slow hash.
    enforce(
      url.pathname,
      takeAll([
        [RATE_LIMITS.signUpPerAddress, clientAddress(request)],
        [RATE_LIMITS.emailPerRecipient, body.email],
      ]),
    )
    const now = new Date().toISOString()
    const user: User = {
      id: randomUUID(),
      email: body.email,
      passwordHash: await hashPassword(body.password),
      fullName: body.full_name,
      provider: 'email',
      verifiedAt: null,
      avatarUrl: null,
      createdAt: now,
      updatedAt: now,
      orgId: null,
      role: null,
    }
    // A parallel sign-up with the same e-mail may have finished while the hash ran.
    if (findUserByEmail(body.email))
      throw refuse(e.signUp, 'user_exists', 'User already registered', 'error')
    addUser(user)
    sendVerificationMail(user, origin)
    return respond(e.signUp, { user_id: user.id })
  }),

  serve(e.signIn, async ({ request, origin, url }) => {
    const body = await readJson(request, signinBody, 'error')
    const user = await checkPassword(request, url.pathname, body.email, body.password)
    if (!user) {
      recordFailedSignIn(body.email, request, 'invalid_credentials')
      throw refuse(e.signIn, 'invalid_credentials', 'Invalid login credentials', 'error')
    }
    if (!user.verifiedAt)
      throw refuse(e.signIn, 'email_not_confirmed', 'Email not confirmed', 'error')
    const session = createSession(user, origin, request)
    return respond(e.signIn, {
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    })
  }),

  serve(e.resendVerification, async ({ request, origin, url }) => {
    const { email } = await readJson(request, emailOnly, 'error')
    const user = findUserByEmail(email)
    if (!user) throw refuse(e.resendVerification, 'user_not_found', 'User not found', 'error')
    if (user.verifiedAt) return respond(e.resendVerification, { message: 'Email already verified' })
    enforce(url.pathname, take(RATE_LIMITS.emailPerRecipient, user.email))
    sendVerificationMail(user, origin)
    return respond(e.resendVerification, { message: 'Verification email sent' })
  }),

  serve(e.requestPasswordReset, async ({ request, origin, url }) => {
    const { email } = await readJson(request, emailOnly, 'error')
    const user = findUserByEmail(email)
    if (!user) throw refuse(e.requestPasswordReset, 'user_not_found', 'User not found', 'error')
    enforce(url.pathname, take(RATE_LIMITS.emailPerRecipient, user.email))
    sendPasswordResetMail(user, origin)
    return respond(e.requestPasswordReset, { message: 'Password reset email sent' })
  }),
]
