import type { Invitation, User } from '../db'
import { demoPasswordHash } from '../lib/password'
import { createRng, intBetween, pick, uuidFrom } from '../lib/prng'
import { DAY_MS, SEED_CREATED } from './seed-dates'

// BigCorp scale data (generated once, from a fixed seed).

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

/** BigCorp's 1,999 generated members and 300 invitations: built once, cloned per reset. */
export function bigSeed(orgId: string): BigSeed {
  if (!bigCache || bigCache.orgId !== orgId) bigCache = { orgId, data: buildBig(orgId) }
  const { users, invitations } = bigCache.data
  return {
    users: users.map((u) => ({ ...u })),
    invitations: invitations.map((inv) => ({ ...inv })),
  }
}
