import type { Org, Provider, Role, User } from '../db'
import { demoPasswordHash } from '../lib/password'
import { uuidFrom, type Rng } from '../lib/prng'
import { SEED_CREATED } from './seed-dates'

/** The hand-written demo accounts, with the organisation and role each one has. */

interface UserSpec {
  email: string
  name: string
  org?: string
  role?: Role | null
  provider?: Provider
  verified?: boolean
}

export const SMALL_USERS: UserSpec[] = [
  // Acme Corp (Teams annual, active)
  { email: 'admin@acme.test', name: 'Ada Admin', org: 'acme', role: 'admin' },
  { email: 'ops@acme.test', name: 'Oscar Ops', org: 'acme', role: 'admin' },
  { email: 'member@acme.test', name: 'Mo Member', org: 'acme', role: 'member' },
  { email: 'dev@acme.test', name: 'Dee Developer', org: 'acme', role: 'member' },
  { email: 'legacy@acme.test', name: 'Lee Legacy', org: 'acme', role: null },
  // acme.test users outside the team
  { email: 'joiner@acme.test', name: 'Jo Joiner' },
  { email: 'dana@acme.test', name: 'Dana Diaz' },
  { email: 'priya.patel@acme.test', name: 'Priya Patel' },
  { email: 'sam.taylor@acme.test', name: 'Sam Taylor' },
  { email: 'google.user@acme.test', name: 'Gus Google', provider: 'google' },
  { email: 'unverified@acme.test', name: 'Una Unverified', verified: false },
  // Umbrella: no team on the domain
  { email: 'founder@umbrella.test', name: 'Fay Founder' },
  // Initech (subscription canceled)
  { email: 'billing@initech.test', name: 'Bill Lumbergh', org: 'initech', role: 'admin' },
  { email: 'milton@initech.test', name: 'Milton Waddams', org: 'initech', role: 'member' },
  {
    email: 'apple.user@initech.test',
    name: 'Abe Apple',
    org: 'initech',
    role: 'member',
    provider: 'apple',
  },
  // Globex (Enterprise monthly, past due)
  { email: 'admin@globex.test', name: 'Gina Globex', org: 'globex', role: 'admin' },
  { email: 'hank@globex.test', name: 'Hank Scorpio', org: 'globex', role: 'member' },
  {
    email: 'microsoft.user@globex.test',
    name: 'Max Microsoft',
    org: 'globex',
    role: 'member',
    provider: 'azure',
  },
  // Flow (internal staff, Enterprise annual, SSO configured)
  { email: 'staff@flow.test', name: 'Stella Staff', org: 'flow', role: 'admin' },
  { email: 'intern@flow.test', name: 'Ian Intern', org: 'flow', role: 'member' },
  { email: 'sso.user@flow.test', name: 'Sol Signon', org: 'flow', role: 'member', provider: 'sso' },
  // Public domain
  { email: 'someone@gmail.com', name: 'Sam Someone' },
  // BigCorp admin (the other 1,999 members are generated)
  { email: 'bigadmin@bigcorp.test', name: 'Bo Bigadmin', org: 'bigcorp', role: 'admin' },
]

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
