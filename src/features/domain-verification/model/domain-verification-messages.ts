import type { DomainState } from '@/shared/contract'

/** What domain verification says, word for word as docs/product-rules.md (DOMAIN-1 to DOMAIN-4). */
export const DOMAIN_MESSAGES = {
  title: 'Domains',
  // DOMAIN-4 [team]: what a verified domain does, said where domains are listed.
  description:
    'Only verified domains add people automatically and show your team to people who sign up.',
  none: 'No domains yet.',
  loading: 'Loading the domains…',
  loadFailed: "Couldn't load the domains",
  loadFailedDetail: 'Check your connection and try again.',
  verify: 'Verify a domain',
  verifyFailed: 'Failed to open the domain verification. Please try again.',
  failsOn: (date: string) => `fails on ${date}`,
} as const

/** DOMAIN-1: each WorkOS domain state as people read it, and its badge's tone. */
export const DOMAIN_STATE_LABELS: Record<
  DomainState,
  { label: string; tone: 'success' | 'warning' | 'destructive' }
> = {
  pending: { label: 'Pending', tone: 'warning' },
  verified: { label: 'Verified', tone: 'success' },
  failed: { label: 'Failed', tone: 'destructive' },
}
