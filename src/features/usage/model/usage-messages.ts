/** What usage says, word for word as docs/product-rules.md (USAGE-1). */
export const USAGE_MESSAGES = {
  title: 'Usage',
  empty: 'Nothing to show yet',
} as const
