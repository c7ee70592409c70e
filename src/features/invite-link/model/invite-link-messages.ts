import type { InviteLinkExpiry, Role } from '@/shared/contract'

/** What invite link says, word for word as docs/product-rules.md (INVLINK-1 to INVLINK-8). */
export const INVLINK_MESSAGES = {
  title: 'Invite link',
  description:
    'Share a link people can use to join your team, when an invitation e-mail does not arrive.',
  loadFailed: 'Failed to load the invite link',
  empty: 'No invite link yet.',
  create: 'Create invite link',
  created: 'Invite link created',
  createFailed: 'Failed to create the invite link',
  address: 'Link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy the link, select it and copy it instead',
  role: 'Joins as',
  expires: 'Expires',
  neverExpires: 'Never expires',
  expiresOn: (date: string) => `Expires ${date}`,
  restrict: (domain: string) => `Only @${domain} addresses`,
  updated: 'Updated invite link',
  updateFailed: 'Failed to update the invite link',
  reset: 'Reset link',
  resetTitle: 'Reset the invite link?',
  resetText: 'The current link stops working at once. Anyone who has it will need the new one.',
  resetDone: 'Invite link reset',
  resetFailed: 'Failed to reset the invite link',
  turnOff: 'Turn off',
  turnOffTitle: 'Turn off the invite link?',
  turnOffText: 'The link stops working at once. You can create a new one later.',
  turnedOff: 'Invite link turned off',
  turnOffFailed: 'Failed to turn off the invite link',
  // INVLINK-8: as the invite toast ("Invited! You will be billed for 1 extra user").
  billing: 'You will be billed for 1 extra user for each person who joins.',
  uses: (n: number) =>
    n === 1 ? '1 person joined through this link' : `${n} people joined through this link`,
} as const

export const ROLE_OPTIONS: readonly { value: Role; label: string }[] = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
]

export const EXPIRY_OPTIONS: readonly { value: InviteLinkExpiry; label: string }[] = [
  { value: '7d', label: 'In 7 days' },
  { value: '30d', label: 'In 30 days' },
  { value: 'never', label: 'Never' },
]
