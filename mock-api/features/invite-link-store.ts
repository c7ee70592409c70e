import { randomBytes } from 'node:crypto'
import type {
  InviteLink,
  InviteLinkExpiry,
  InviteLinkState,
} from '../../src/shared/contract/features/invite-link.schemas'
import type { Org, Role } from '../db'

/** The demo's invite links (INVLINK-2 to INVLINK-6): one live link per organisation, and every token once issued. */

const DAY = 86_400_000

export interface LinkRecord {
  orgId: string
  token: string
  role: Role
  expiry: InviteLinkExpiry
  /** Epoch ms; null: never. */
  expiresAt: number | null
  uses: number
  restrictToDomain: boolean
}

/** Each organisation's live link. */
const live = new Map<string, LinkRecord>()
/** Tokens that no longer join (INVLINK-6): why, and the link as it was. */
const retired = new Map<string, { why: 'reset' | 'disabled'; link: LinkRecord }>()

export function clearLinks(): void {
  live.clear()
  retired.clear()
}

export const newToken = (): string => randomBytes(18).toString('base64url')

/** INVLINK-3: the expiry counts from when it was chosen. */
export const expiryTime = (expiry: InviteLinkExpiry, from = Date.now()): number | null =>
  expiry === 'never' ? null : from + (expiry === '7d' ? 7 : 30) * DAY

export const liveLink = (orgId: string): LinkRecord | undefined => live.get(orgId)

export function putLink(link: LinkRecord): void {
  live.set(link.orgId, link)
}

/** INVLINK-4, INVLINK-5: the old token stops at once and remembers why. */
export function retireLink(orgId: string, why: 'reset' | 'disabled'): LinkRecord | undefined {
  const link = live.get(orgId)
  if (!link) return undefined
  live.delete(orgId)
  retired.set(link.token, { why, link })
  return link
}

/** A token's link and its state, or undefined for a token never issued. */
export function findToken(
  token: string,
  now = Date.now(),
): { link: LinkRecord; state: InviteLinkState } | undefined {
  for (const link of live.values())
    if (link.token === token)
      return { link, state: link.expiresAt !== null && link.expiresAt <= now ? 'expired' : 'valid' }
  const old = retired.get(token)
  return old ? { link: old.link, state: old.why } : undefined
}

export const linkView = (link: LinkRecord, org: Org, portal: string): InviteLink => ({
  url: `${portal}/join/${link.token}`,
  role: link.role,
  expiry: link.expiry,
  expires_at: link.expiresAt === null ? null : new Date(link.expiresAt).toISOString(),
  uses: link.uses,
  restrict_to_domain: link.restrictToDomain,
  domain: org.domain,
})

/** For the demo's own tests: moves a live link's expiry into the past. */
export function expireLinkNow(orgId: string): void {
  const link = live.get(orgId)
  if (link) link.expiresAt = Date.now() - 1
}
