import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto'
import { DEMO_PASSWORD, scryptCost } from '../config'

/** Password hashes of the demo auth service: scrypt (node:crypto), never the plain text. */

// r=8, p=1 as Node's default; N from the config (Node's 2^14 but under test), so sign-in
// stays usable. Each hash records its own cost, so verifying follows whatever made it.
const cost = () => ({ N: scryptCost(), r: 8, p: 1 })
type Cost = ReturnType<typeof cost>
const KEY_LENGTH = 32

const encode = (salt: Buffer, key: Buffer, { N, r, p }: Cost) =>
  `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`

function derive(password: string, salt: Buffer, { N, r, p }: Cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const params = cost()
  return encode(salt, await derive(password, salt, params), params)
}

/** Synchronous form, for the seed (computed once per process, see demoPasswordHash). */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16)
  const params = cost()
  return encode(salt, scryptSync(password, salt, KEY_LENGTH, params), params)
}

/** Constant-time comparison; false for any malformed stored value. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? []
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number)
  const salt = Buffer.from(parts[4] ?? '', 'base64url')
  const expected = Buffer.from(parts[5] ?? '', 'base64url')
  if (!N || !r || !p || expected.length !== KEY_LENGTH) return false
  const actual = await derive(password, salt, { N, r, p })
  return timingSafeEqual(actual, expected)
}

let demoHash: string | undefined

/** One hash of the seeded demo password, shared by the ~2,300 seeded accounts (a reset stays fast). */
export function demoPasswordHash(): string {
  demoHash ??= hashPasswordSync(DEMO_PASSWORD)
  return demoHash
}
