import type { SeedData } from './db'
import { createRng } from './lib/prng'
import { bigSeed } from './seed/bigcorp'
import { acmeInvitations } from './seed/invitations'
import { buildOrgs } from './seed/orgs'
import { DEMO_USERS } from './accounts'
import { makeUser } from './seed/users'

/**
 * The demo seed. The small, hand-written part is rebuilt on every reset (dates relative to now);
 * the BigCorp scale data (2,000 members, 300 invitations) is generated once and cloned cheaply.
 */

/** Fresh seed data (new objects every call; safe to mutate). */
export function buildSeed(now = Date.now()): SeedData {
  const rng = createRng(0xf10)
  const orgs = buildOrgs(rng)
  const users = DEMO_USERS.map((spec) => makeUser(rng, spec, orgs))
  const acme = orgs.acme
  const bigcorp = orgs.bigcorp
  if (!acme || !bigcorp) throw new Error('seed organisations missing')
  const big = bigSeed(bigcorp.id)
  return {
    users: [...users, ...big.users],
    orgs: Object.values(orgs),
    invitations: [...acmeInvitations(acme.id, now), ...big.invitations],
  }
}
