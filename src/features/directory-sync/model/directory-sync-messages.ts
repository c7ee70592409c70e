/** What directory sync says, word for word as docs/product-rules.md (DSYNC-1). */
export const DSYNC_MESSAGES = {
  title: 'Directory sync',
  empty: 'Nothing to show yet',
} as const
