import * as z from 'zod/mini'
import { defineEndpoint } from '../endpoint'
import { err, INVALID, RATE_LIMITED, TOO_LARGE, USER, USER_NOT_FOUND } from '../errors'
import { LIMITS } from '../limits'
import { text, messageSchema, userStatusSchema } from '../schemas'

const emailBody = z.object({ email: text(LIMITS.email) })

/** The account calls (no token) and the extensions this server has. */
export const accountEndpoints = {
  // --- Extensions: what this server has beyond the SPEC's API ---
  getCapabilities: defineEndpoint({
    method: 'get',
    path: '/api/v1/capabilities',
    summary: 'The API extensions this server has',
    description:
      'Each name turns on the endpoints marked with it (`x-extension`). A server without this call (404) has none.',
    auth: 'user',
    response: z.object({ extensions: z.array(z.string()) }),
    errors: [...USER],
    extension: true,
  }),

  // --- Account (no token) ---
  getUserId: defineEndpoint({
    method: 'get',
    path: '/api/v1/user/user-id',
    summary: "The caller's user id",
    auth: 'user',
    response: z.object({ user_id: z.string() }),
    errors: [...USER],
  }),
  userStatus: defineEndpoint({
    method: 'get',
    path: '/user_status',
    summary: 'Whether an account exists for an e-mail, is verified, and how it signs in',
    auth: 'none',
    query: z.object({ email: z.string() }),
    response: userStatusSchema,
    errors: [INVALID],
  }),
  signUp: defineEndpoint({
    method: 'post',
    path: '/email/signup',
    summary: 'Creates an e-mail/password account and sends the verification e-mail',
    auth: 'none',
    body: z.object({
      email: text(LIMITS.email),
      password: text(LIMITS.password),
      full_name: text(LIMITS.fullName),
    }),
    description:
      'A 200 answer may carry an `error` field instead of `user_id`: no account was made.',
    response: z.object({ user_id: z.optional(z.string()), error: z.optional(z.string()) }),
    errors: [
      INVALID,
      err(400, 'weak_password', 'The password is shorter than 6 characters'),
      err(409, 'user_exists', 'An account with that e-mail exists ("User already registered")'),
      TOO_LARGE,
      RATE_LIMITED,
    ],
  }),
  signIn: defineEndpoint({
    method: 'post',
    path: '/email/signin',
    summary: 'Signs in with e-mail and password (the portal uses the auth service instead)',
    auth: 'none',
    body: z.object({ email: text(LIMITS.email), password: text(LIMITS.password) }),
    response: z.object({ access_token: z.string(), refresh_token: z.string() }),
    errors: [
      INVALID,
      err(400, 'invalid_credentials', 'Wrong e-mail or password ("Invalid login credentials")'),
      err(400, 'email_not_confirmed', 'The account is not verified yet'),
      TOO_LARGE,
      RATE_LIMITED,
    ],
  }),
  resendVerification: defineEndpoint({
    method: 'post',
    path: '/email/resend-verification-email',
    summary: 'Sends the verification e-mail again',
    auth: 'none',
    body: emailBody,
    response: messageSchema,
    errors: [INVALID, USER_NOT_FOUND, TOO_LARGE, RATE_LIMITED],
  }),
  requestPasswordReset: defineEndpoint({
    method: 'post',
    path: '/email/request-reset-password',
    summary: 'Sends a password-reset link',
    description:
      'A 200 answer may still carry an `error` field, which means the e-mail was not sent.',
    auth: 'none',
    body: emailBody,
    response: z.extend(messageSchema, { error: z.optional(z.string()) }),
    errors: [INVALID, USER_NOT_FOUND, TOO_LARGE, RATE_LIMITED],
  }),
} as const
