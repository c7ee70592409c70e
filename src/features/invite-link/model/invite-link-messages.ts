/** What invite link says, word for word as docs/product-rules.md (INVLINK-1). */
export const INVLINK_MESSAGES = {
  title: 'Invite link',
  empty: 'No invite link yet.',
} as const
