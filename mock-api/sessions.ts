import { randomBytes, randomUUID } from 'node:crypto'
import { JWT_SECRET, nowSeconds, tokenTtlSeconds } from './config'
import { db, type Session, type User } from './db'
import { bumpBilledSeats, isInvitationPending } from './org-rules'
import { recordSignIn } from './audit/auth-events'
import { signJwt, verifyJwt } from './lib/jwt'
import { authUserView } from './views'

/** Sessions, rotating refresh tokens and JWT access tokens of the demo auth service. */

export interface SessionResponse {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: ReturnType<typeof authUserView>
}

function newRefreshToken(sessionId: string): string {
  const token = randomBytes(18).toString('base64url')
  db.refreshTokens.set(token, { token, sessionId, revoked: false })
  return token
}

function accessToken(
  user: User,
  session: Session,
  issuer: string,
): { token: string; exp: number; ttl: number } {
  const iat = nowSeconds()
  const ttl = tokenTtlSeconds()
  const exp = iat + ttl
  const token = signJwt(
    {
      iss: issuer,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: '',
      app_metadata: { provider: user.provider, providers: [user.provider] },
      user_metadata: { full_name: user.fullName, avatar_url: user.avatarUrl },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: user.provider === 'email' ? 'password' : 'oauth', timestamp: iat }],
      session_id: session.id,
      is_anonymous: false,
    },
    JWT_SECRET,
  )
  return { token, exp, ttl }
}

function sessionResponse(
  user: User,
  session: Session,
  refreshToken: string,
  origin: string,
): SessionResponse {
  const { token, exp, ttl } = accessToken(user, session, `${origin}/auth/v1`)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ttl,
    expires_at: exp,
    refresh_token: refreshToken,
    user: authUserView(user),
  }
}

/**
 * A user without an organisation who has a pending invitation joins that organisation on sign-in;
 * answers the organisation joined, if any.
 */
export function acceptPendingInvitation(user: User): string | null {
  if (user.orgId || !user.verifiedAt) return null
  const email = user.email.toLowerCase()
  const index = db.invitations.findIndex(
    (inv) => inv.email.toLowerCase() === email && isInvitationPending(inv),
  )
  const inv = db.invitations[index]
  if (!inv) return null
  const org = db.orgs.get(inv.orgId)
  db.invitations.splice(index, 1)
  if (!org) return null
  user.orgId = org.id
  user.role = inv.role
  bumpBilledSeats(org)
  return org.id
}

/** A new session: every sign-in (password, provider, SSO) comes here and is recorded (AUDIT-5). */
export function createSession(
  user: User,
  origin: string,
  request: Request | null = null,
): SessionResponse {
  recordSignIn(user, request, acceptPendingInvitation(user))
  const session: Session = {
    id: randomUUID(),
    userId: user.id,
    revoked: false,
    createdAt: new Date().toISOString(),
  }
  db.sessions.set(session.id, session)
  return sessionResponse(user, session, newRefreshToken(session.id), origin)
}

/** Like GoTrue's reuse interval: two tabs refreshing at once both get the new session. */
export const REFRESH_REUSE_SECONDS = 10

/** Rotates a refresh token: the old one is revoked. Returns null when unknown, revoked or its session ended. */
export function refreshSession(token: string, origin: string): SessionResponse | null {
  const record = db.refreshTokens.get(token)
  if (!record) return null
  const session = db.sessions.get(record.sessionId)
  const user = session ? db.users.get(session.userId) : undefined
  if (!session || session.revoked || !user) return null
  if (record.revoked) {
    const recent =
      record.rotatedAt !== undefined && nowSeconds() - record.rotatedAt <= REFRESH_REUSE_SECONDS
    const child = record.rotatedTo ? db.refreshTokens.get(record.rotatedTo) : undefined
    // A rotated token replayed after the grace window may be stolen: end the whole session (GoTrue).
    if (!recent && record.rotatedTo) revokeSession(session)
    if (!recent || !child || child.revoked) return null
    return sessionResponse(user, session, child.token, origin)
  }
  const next = newRefreshToken(session.id)
  Object.assign(record, { revoked: true, rotatedTo: next, rotatedAt: nowSeconds() })
  return sessionResponse(user, session, next, origin)
}

export type TokenCheck =
  | { ok: true; user: User; session: Session }
  | { ok: false; reason: 'missing' | 'bad_jwt' | 'session_not_found' }

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim())
  return match?.[1] ?? null
}

/** Verifies signature, expiry and that the session is still alive. */
export function checkAccessToken(request: Request): TokenCheck {
  const token = bearerToken(request)
  if (!token) return { ok: false, reason: 'missing' }
  const payload = verifyJwt(token, JWT_SECRET)
  if (!payload || typeof payload.exp !== 'number' || payload.exp <= nowSeconds())
    return { ok: false, reason: 'bad_jwt' }
  const session =
    typeof payload.session_id === 'string' ? db.sessions.get(payload.session_id) : undefined
  const user = session ? db.users.get(session.userId) : undefined
  if (!session || session.revoked || !user || user.id !== payload.sub)
    return { ok: false, reason: 'session_not_found' }
  return { ok: true, user, session }
}

export function revokeSession(session: Session): void {
  session.revoked = true
  for (const rt of db.refreshTokens.values()) if (rt.sessionId === session.id) rt.revoked = true
}

export function signOut(user: User, current: Session, scope: 'global' | 'local' | 'others'): void {
  for (const session of db.sessions.values()) {
    if (session.userId !== user.id || session.revoked) continue
    const isCurrent = session.id === current.id
    if (
      scope === 'global' ||
      (scope === 'local' && isCurrent) ||
      (scope === 'others' && !isCurrent)
    ) {
      revokeSession(session)
    }
  }
}

/** Ends every session of the user (a password reset signs out everywhere). */
export function revokeAllSessions(user: User): void {
  for (const session of db.sessions.values())
    if (session.userId === user.id && !session.revoked) revokeSession(session)
}
