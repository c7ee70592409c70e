import { hasErrorCode } from '@/shared/api'
import type { InviteLinkPreview, InviteLinkState, Role } from '@/shared/contract'

/** What /join/{token} says, word for word as docs/product-rules.md (INVLINK-6, INVLINK-7). */
export const JOIN_MESSAGES = {
  title: (org: string) => `Join ${org}`,
  opening: 'Opening the invite link…',
  invited: (org: string, role: Role) =>
    `You have been invited to join ${org} as ${role === 'admin' ? 'an admin' : 'a member'}.`,
  domainHint: (domain: string) => `Use your @${domain} e-mail address.`,
  signIn: 'Sign in to join',
  signUp: 'Sign up',
  signedInAs: (email: string) => `Signed in as ${email}`,
  joined: (org: string) => `Joined ${org}`,
  ask: (org: string) => `Ask an admin of ${org} for a new link.`,
  missingTitle: 'This invite link does not exist',
  missingText: 'Check the address, or ask an admin of your team for a new link.',
  loadFailed: 'Failed to open the invite link',
  publicDomain: 'Cannot join an organization with a public domain',
  wrongDomain: (domain: string) => `This link only accepts @${domain} e-mail addresses`,
  alreadyIn: 'You are already in an organization',
  noSubscription: 'No subscription found',
  // DSYNC-4
  directoryManaged: (org: string) =>
    `${org} adds people from its directory. Ask an admin of ${org} to add you.`,
  failed: 'Failed to join, please try again',
} as const

/** INVLINK-6: why a link no longer works. */
export const DEAD_TITLES: Record<Exclude<InviteLinkState, 'valid'>, string> = {
  expired: 'This invite link has expired',
  reset: 'This invite link was reset',
  disabled: 'This invite link was turned off',
}

/** INVLINK-6: the refusals that mean the link stopped working while the page was open. */
export const isDeadLinkError = (error: unknown): boolean =>
  ['invite_link_expired', 'invite_link_reset', 'invite_link_disabled'].some((code) =>
    hasErrorCode(error, code),
  )

/** INVLINK-7: a refused join in the rules' words. */
export function joinErrorMessage(error: unknown, preview: InviteLinkPreview): string {
  if (hasErrorCode(error, 'public_domain')) return JOIN_MESSAGES.publicDomain
  if (hasErrorCode(error, 'wrong_domain'))
    return JOIN_MESSAGES.wrongDomain(preview.restricted_domain ?? '')
  if (hasErrorCode(error, 'already_in_organization')) return JOIN_MESSAGES.alreadyIn
  if (hasErrorCode(error, 'no_subscription')) return JOIN_MESSAGES.noSubscription
  if (hasErrorCode(error, 'directory_managed'))
    return JOIN_MESSAGES.directoryManaged(preview.org_name)
  return JOIN_MESSAGES.failed
}
