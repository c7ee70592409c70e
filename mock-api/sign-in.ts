import { LIMITS } from '../src/shared/contract'
import { findUserByEmail, type User } from './db'
import { clientAddress, RATE_LIMITS, recordHit, retryAfter } from './limits'
import { rateLimited } from './lib/http'
import { demoPasswordHash, verifyPassword } from './lib/password'

/**
 * Checks an e-mail and password. Failures count per e-mail and per client address; over the
 * limit every attempt answers 429 (right or wrong), and successes never count.
 */
export async function checkPassword(
  request: Request,
  pathname: string,
  email: string,
  password: string,
): Promise<User | null> {
  const emailKey = email.trim().toLowerCase()
  const address = clientAddress(request)
  const waits = [
    retryAfter(RATE_LIMITS.failedSignInPerEmail, emailKey),
    retryAfter(RATE_LIMITS.failedSignInPerAddress, address),
  ].filter((w): w is number => w !== null)
  if (waits.length > 0) throw rateLimited(pathname, Math.max(...waits))
  const user = findUserByEmail(email)
  // An unknown e-mail costs the same hash as a known one, so timing does not tell them apart.
  const ok =
    password.length <= LIMITS.password &&
    (await verifyPassword(password, user ? user.passwordHash : demoPasswordHash()))
  if (ok && user?.passwordHash) return user
  recordHit(RATE_LIMITS.failedSignInPerEmail, emailKey)
  recordHit(RATE_LIMITS.failedSignInPerAddress, address)
  return null
}
