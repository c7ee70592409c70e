import type { UserSpec } from '../accounts'
import type { Org, User } from '../db'
import { demoPasswordHash } from '../lib/password'
import { uuidFrom, type Rng } from '../lib/prng'
import { SEED_CREATED } from './seed-dates'

/** The demo's hand-written accounts (mock-api/accounts.ts) as users of the seed. */

export function makeUser(rng: Rng, spec: UserSpec, orgIds: Record<string, Org>): User {
  const provider = spec.provider ?? 'email'
  const verified = spec.verified ?? true
  return {
    id: uuidFrom(rng),
    email: spec.email,
    passwordHash: provider === 'email' ? demoPasswordHash() : null,
    fullName: spec.name,
    provider,
    verifiedAt: verified ? SEED_CREATED : null,
    avatarUrl: null,
    createdAt: SEED_CREATED,
    updatedAt: SEED_CREATED,
    orgId: spec.org ? (orgIds[spec.org]?.id ?? null) : null,
    role: spec.org ? (spec.role ?? null) : null,
  }
}
