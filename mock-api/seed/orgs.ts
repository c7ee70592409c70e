import { nowSeconds, type PlanCode } from '../config'
import type { Org, Settings, SubscriptionStatus } from '../db'
import { uuidFrom, type Rng } from '../lib/prng'
import { SEED_CREATED } from './seed-dates'

/** The demo organisations: one per plan and subscription state the portal tells apart. */

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

export function buildOrgs(rng: Rng): Record<string, Org> {
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
