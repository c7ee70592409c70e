import { LIMITS } from '../src/shared/contract'
import { findUserByEmail, type User } from './db'
import {
  clearSignInAttempts,
  clientAddress,
  RATE_LIMITS,
  recordHit,
  recordSignInAttempt,
  refundHit,
  retryAfter,
  signInWait,
} from './limits'
import { rateLimited } from './lib/http'
import { demoPasswordHash, verifyPassword } from './lib/password'

/**
 * Checks an e-mail and password (SEC-5). The attempt is counted before the slow hash, in one
 * synchronous step, so parallel attempts cannot all pass the check before any is recorded; it
 * counts per e-mail and address pair (growing back-off) and per address across e-mails. A
 * success takes its count back: successful sign-ins are never limited.
 */
export async function checkPassword(
  request: Request,
  pathname: string,
  email: string,
  password: string,
): Promise<User | null> {
  const address = clientAddress(request)
  const now = Date.now()
  const waits = [
    signInWait(email, address, now),
    retryAfter(RATE_LIMITS.failedSignInPerAddress, address, now),
  ].filter((w): w is number => w !== null)
  if (waits.length > 0) throw rateLimited(pathname, Math.max(...waits))
  recordSignInAttempt(email, address, now)
  recordHit(RATE_LIMITS.failedSignInPerAddress, address, now)
  // Nothing above awaited: from here on, the attempt is counted.
  const user = findUserByEmail(email)
  // An unknown e-mail costs the same hash as a known one, so timing does not tell them apart.
  const ok =
    password.length <= LIMITS.password &&
    (await verifyPassword(password, user ? user.passwordHash : demoPasswordHash()))
  if (!ok || !user?.passwordHash) return null
  clearSignInAttempts(email, address)
  refundHit(RATE_LIMITS.failedSignInPerAddress, address, now)
  return user
}
