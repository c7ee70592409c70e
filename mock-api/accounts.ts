import { INTERNAL_DOMAIN } from './config'
import type { Provider, Role } from './db'

/**
 * The demo's hand-written accounts (the seed adds BigCorp's generated members). Plain data, so
 * the browser tests and the screenshots script can read who may open which page.
 */

export interface UserSpec {
  email: string
  name: string
  org?: string
  role?: Role | null
  provider?: Provider
  verified?: boolean
}

export const DEMO_USERS: readonly UserSpec[] = [
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

/** What a signed-in member of an organisation may do: the shape of the portal's `Access`. */
export type DemoAccess = { admin: boolean; internal: boolean; internalAdmin: boolean }

/**
 * One account per kind of access, the first of each in the list above among those that sign in
 * with a password into an organisation: every page is checked as each kind of user that may open
 * it. (Initech's admin, whose plan was canceled, comes after Acme's.)
 */
export function accountsByAccess(): { email: string; access: DemoAccess }[] {
  const seen = new Set<string>()
  const out: { email: string; access: DemoAccess }[] = []
  for (const spec of DEMO_USERS) {
    if (!spec.org || (spec.provider ?? 'email') !== 'email' || spec.verified === false) continue
    const admin = spec.role === 'admin'
    const internal = spec.email.toLowerCase().endsWith(`@${INTERNAL_DOMAIN}`)
    const access = { admin, internal, internalAdmin: admin && internal }
    const kind = JSON.stringify(access)
    if (seen.has(kind)) continue
    seen.add(kind)
    out.push({ email: spec.email, access })
  }
  return out
}
