import { nowSeconds, type PlanCode } from './config'
import { DEMO_USERS, type UserSpec } from './accounts'
import type { Invitation, Org, SeedData, Settings, SubscriptionStatus, User } from './db'
import { demoPasswordHash } from './lib/password'
import { createRng, intBetween, pick, uuidFrom, type Rng } from './lib/prng'

/**
 * The demo seed. The small, hand-written part is rebuilt on every reset (dates relative to now);
 * the BigCorp scale data (2,000 members, 300 invitations) is generated once and cloned cheaply.
 */

const DAY_MS = 86_400_000
const SEED_CREATED = '2024-09-02T09:00:00.000Z'

const ACME_LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#d9480f"/><path d="M18 46 32 16l14 30h-7l-7-16-7 16z" fill="#fff"/></svg>',
  )

function settings(partial: Partial<Settings> = {}): Settings {
  return { zdr: false, localDataDelete: false, enforceSSO: false, autoInvite: false, ...partial }
}

function sub(status: SubscriptionStatus, productName: PlanCode, seats: number, endsInDays: number) {
  return {
    status,
    productName,
    seatsCurrentCycle: seats,
    planEndsAt: nowSeconds() + Math.round(endsInDays * 86_400),
  }
}

function orgId(rng: Rng): string {
  return uuidFrom(rng)
}

function buildOrgs(rng: Rng): Record<string, Org> {
  const base = {
    logo: null,
    workosProvider: null,
    hipaaBaaSigned: false,
    hipaaLegalName: null,
    createdAt: SEED_CREATED,
  }
  return {
    acme: {
      ...base,
      id: orgId(rng),
      name: 'Acme Corp',
      domain: 'acme.test',
      logo: ACME_LOGO,
      settings: settings(),
      subscription: sub('active', 'FLOW_TEAM_YEARLY', 9, 214),
    },
    initech: {
      ...base,
      id: orgId(rng),
      name: 'Initech',
      domain: 'initech.test',
      settings: settings(),
      subscription: sub('canceled', 'FLOW_TEAM_MONTHLY', 3, -18),
    },
    globex: {
      ...base,
      id: orgId(rng),
      name: 'Globex',
      domain: 'globex.test',
      settings: settings({ localDataDelete: true }),
      subscription: sub('past_due', 'FLOW_BUSINESS_MONTHLY', 5, 9),
    },
    flow: {
      ...base,
      id: orgId(rng),
      name: 'Flow',
      domain: 'flow.test',
      settings: settings({ zdr: true, autoInvite: true }),
      workosProvider: 'okta',
      hipaaBaaSigned: true,
      hipaaLegalName: 'Flow Labs, Inc.',
      subscription: sub('active', 'FLOW_BUSINESS_YEARLY', 10, 301),
    },
    bigcorp: {
      ...base,
      id: orgId(rng),
      name: 'BigCorp',
      domain: 'bigcorp.test',
      settings: settings({ localDataDelete: true, autoInvite: true }),
      subscription: sub('active', 'FLOW_BUSINESS_YEARLY', 2_400, 152),
    },
  }
}

function makeUser(rng: Rng, spec: UserSpec, orgIds: Record<string, Org>): User {
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

/** Expiry timestamps so that the client shows "today", "tomorrow", "in 12 days", "in 45 days". */
function acmeInvitations(orgId: string, now: number): Invitation[] {
  const endOfToday = new Date(now)
  endOfToday.setHours(23, 59, 0, 0)
  const today = Math.max(Math.min(now + 2 * 3_600_000, endOfToday.getTime()), now + 60_000)
  const created = new Date(now - 3 * DAY_MS).toISOString()
  const at = (ms: number) => new Date(ms).toISOString()
  return [
    {
      orgId,
      email: 'former.contractor@acme.test',
      role: 'member',
      expiresAt: at(now - 2 * DAY_MS),
      createdAt: created,
    },
    {
      orgId,
      email: 'new.hire@acme.test',
      role: 'member',
      expiresAt: at(today),
      createdAt: created,
    },
    {
      orgId,
      email: 'designer@acme.test',
      role: 'member',
      expiresAt: at(today + DAY_MS),
      createdAt: created,
    },
    {
      orgId,
      email: 'finance@acme.test',
      role: 'admin',
      expiresAt: at(today + 12 * DAY_MS),
      createdAt: created,
    },
    {
      orgId,
      email: 'sales@acme.test',
      role: 'member',
      expiresAt: at(today + 45 * DAY_MS),
      createdAt: created,
    },
  ]
}

// ---- BigCorp scale data (generated once) ----

const FIRST = [
  'Aaron',
  'Abigail',
  'Adrian',
  'Aisha',
  'Alex',
  'Alice',
  'Amir',
  'Ana',
  'Andre',
  'Anna',
  'Ben',
  'Bianca',
  'Carla',
  'Carlos',
  'Chen',
  'Chloe',
  'Daniel',
  'Diego',
  'Elena',
  'Emil',
  'Emma',
  'Fatima',
  'Felix',
  'Grace',
  'Hana',
  'Hugo',
  'Ines',
  'Ivan',
  'Jamal',
  'Jana',
  'Jonas',
  'Julia',
  'Kai',
  'Kenji',
  'Lara',
  'Leo',
  'Lina',
  'Lucas',
  'Maya',
  'Mei',
  'Mia',
  'Nadia',
  'Noah',
  'Nora',
  'Omar',
  'Paula',
  'Rafael',
  'Rosa',
  'Ruben',
  'Sara',
  'Sofia',
  'Tariq',
  'Theo',
  'Tom',
  'Uma',
  'Victor',
  'Wen',
  'Yara',
  'Yusuf',
  'Zoe',
]
const LAST = [
  'Adams',
  'Ahmed',
  'Alvarez',
  'Berg',
  'Brown',
  'Chen',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Gomez',
  'Hansen',
  'Hoffmann',
  'Ito',
  'Jensen',
  'Kim',
  'Kowalski',
  'Lee',
  'Lopez',
  'Martin',
  'Meyer',
  'Moreau',
  'Nakamura',
  'Nguyen',
  'Novak',
  'Okafor',
  'Olsen',
  'Patel',
  'Perez',
  'Rossi',
  'Santos',
  'Schmidt',
  'Silva',
  'Singh',
  'Smith',
  'Suzuki',
  'Tanaka',
  'Torres',
  'Wagner',
  'Wang',
  'Weber',
  'Wilson',
  'Yilmaz',
  'Zhang',
]

interface BigSeed {
  users: User[]
  invitations: Invitation[]
}

let bigCache: { orgId: string; data: BigSeed } | null = null

function buildBig(orgId: string): BigSeed {
  const rng = createRng(0xb16c0)
  const used = new Set<string>(['bigadmin@bigcorp.test'])
  const uniqueEmail = (first: string, last: string) => {
    const base = `${first}.${last}`.toLowerCase()
    let email = `${base}@bigcorp.test`
    for (let n = 2; used.has(email); n++) email = `${base}${n}@bigcorp.test`
    used.add(email)
    return email
  }
  const users: User[] = []
  for (let i = 0; i < 1_999; i++) {
    const first = pick(rng, FIRST)
    const last = pick(rng, LAST)
    const created = new Date(
      Date.parse(SEED_CREATED) + intBetween(rng, 0, 400) * DAY_MS,
    ).toISOString()
    users.push({
      id: uuidFrom(rng),
      email: uniqueEmail(first, last),
      passwordHash: demoPasswordHash(),
      fullName: `${first} ${last}`,
      provider: 'email',
      verifiedAt: created,
      avatarUrl: null,
      createdAt: created,
      updatedAt: created,
      orgId,
      role: i % 97 === 0 ? 'admin' : i % 211 === 5 ? null : 'member',
    })
  }
  const now = Date.now()
  const invitations: Invitation[] = []
  for (let i = 0; i < 300; i++) {
    invitations.push({
      orgId,
      email: uniqueEmail(pick(rng, FIRST), pick(rng, LAST)),
      role: i % 25 === 0 ? 'admin' : 'member',
      expiresAt: new Date(
        now + intBetween(rng, 1, 60) * DAY_MS + intBetween(rng, 1, 20) * 3_600_000,
      ).toISOString(),
      createdAt: new Date(now - intBetween(rng, 0, 20) * DAY_MS).toISOString(),
    })
  }
  return { users, invitations }
}

function bigSeed(orgId: string): BigSeed {
  if (!bigCache || bigCache.orgId !== orgId) bigCache = { orgId, data: buildBig(orgId) }
  const { users, invitations } = bigCache.data
  return {
    users: users.map((u) => ({ ...u })),
    invitations: invitations.map((inv) => ({ ...inv })),
  }
}

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
