/** What audit log says, word for word as docs/product-rules.md (AUDIT-1). */
export const AUDIT_MESSAGES = {
  title: 'Audit log',
  empty: 'Nothing to show yet',
} as const
