import type { PlanCode } from './config'

/** In-memory store of the demo backend. `resetDemo()` (index.ts) refills it from the seed. */

export type Role = 'admin' | 'member'
export type Provider = 'email' | 'google' | 'azure' | 'workos' | 'apple' | 'sso'
export type SubscriptionStatus =
  | 'active'
  | 'inactive'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'

export interface User {
  id: string
  email: string
  /** scrypt hash (lib/password.ts); null for accounts of an external provider (no password sign-in). */
  passwordHash: string | null
  fullName: string
  provider: Provider
  verifiedAt: string | null
  avatarUrl: string | null
  createdAt: string
  updatedAt: string
  orgId: string | null
  role: Role | null
}

export interface Settings {
  zdr: boolean
  localDataDelete: boolean
  enforceSSO: boolean
  autoInvite: boolean
}

export interface SubscriptionRecord {
  status: SubscriptionStatus
  productName: PlanCode | null
  seatsCurrentCycle: number
  planEndsAt: number
}

export interface Org {
  id: string
  name: string
  domain: string | null
  logo: string | null
  settings: Settings
  workosProvider: string | null
  hipaaBaaSigned: boolean
  hipaaLegalName: string | null
  subscription: SubscriptionRecord | null
  createdAt: string
}

export interface Invitation {
  orgId: string
  email: string
  role: Role
  expiresAt: string
  createdAt: string
}

export interface Session {
  id: string
  userId: string
  revoked: boolean
  createdAt: string
}

export interface RefreshToken {
  token: string
  sessionId: string
  revoked: boolean
  /** Set on rotation: the token that replaced this one, and when (epoch seconds). */
  rotatedTo?: string
  rotatedAt?: number
}

export interface MailLink {
  label: string
  href: string
}

export interface Mail {
  id: number
  to: string
  subject: string
  body: string
  links: MailLink[]
  sentAt: string
}

export interface CheckoutSession {
  id: string
  orgId: string
  plan: PlanCode
  seats: number
  returnOrigin: string
  state: 'open' | 'paid' | 'canceled'
}

export interface OneTimeToken {
  token: string
  userId: string
  kind: 'verify' | 'reset'
  /** Epoch milliseconds. */
  expiresAt: number
}

/** A one-time link to a demo portal page, minted by the API for an admin of the organisation. */
export interface PortalGrant {
  token: string
  kind: 'sso' | 'billing'
  orgId: string
  userId: string
  /** `link`: the one-time URL the API answered; `page`: the form of the page it opened. */
  stage: 'link' | 'page'
  /** Epoch milliseconds. */
  expiresAt: number
  used: boolean
}

export interface SentNotification {
  recipients: string[] | 'all'
  type: string
  key: string
  title: string
  text: string
  sentAt: string
}

export interface Db {
  users: Map<string, User>
  usersByEmail: Map<string, User>
  orgs: Map<string, Org>
  invitations: Invitation[]
  sessions: Map<string, Session>
  refreshTokens: Map<string, RefreshToken>
  mails: Mail[]
  checkouts: Map<string, CheckoutSession>
  tokens: Map<string, OneTimeToken>
  portalGrants: Map<string, PortalGrant>
  notifications: SentNotification[]
}

export interface SeedData {
  users: User[]
  orgs: Org[]
  invitations: Invitation[]
}

export const db: Db = {
  users: new Map(),
  usersByEmail: new Map(),
  orgs: new Map(),
  invitations: [],
  sessions: new Map(),
  refreshTokens: new Map(),
  mails: [],
  checkouts: new Map(),
  tokens: new Map(),
  portalGrants: new Map(),
  notifications: [],
}

/** Replaces the whole store content with (already cloned) seed data. */
export function loadSeed(seed: SeedData): void {
  db.users = new Map()
  db.usersByEmail = new Map()
  for (const user of seed.users) addUser(user)
  db.orgs = new Map(seed.orgs.map((org) => [org.id, org]))
  db.invitations = seed.invitations
  db.sessions = new Map()
  db.refreshTokens = new Map()
  db.mails = []
  db.checkouts = new Map()
  db.tokens = new Map()
  db.portalGrants = new Map()
  db.notifications = []
}

export function addUser(user: User): void {
  db.users.set(user.id, user)
  db.usersByEmail.set(user.email.toLowerCase(), user)
}

export function findUserByEmail(email: string): User | undefined {
  return db.usersByEmail.get(email.trim().toLowerCase())
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase()
}

export function membersOf(orgId: string): User[] {
  const out: User[] = []
  for (const user of db.users.values()) if (user.orgId === orgId) out.push(user)
  return out
}

export function orgByDomain(domain: string): Org | undefined {
  const d = domain.toLowerCase()
  for (const org of db.orgs.values()) if (org.domain === d) return org
  return undefined
}

export function invitationsOf(orgId: string): Invitation[] {
  return db.invitations.filter((inv) => inv.orgId === orgId)
}
