/** What domain verification says, word for word as docs/product-rules.md (DOMAIN-1). */
export const DOMAIN_MESSAGES = {
  title: 'Domain verification',
  empty: 'Nothing to show yet',
} as const
