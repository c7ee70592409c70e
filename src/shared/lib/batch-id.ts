/**
 * A bulk run's id, which the audit log records as its rows' batch id (AUDIT-5). randomUUID only
 * exists in secure contexts; anywhere else random bytes do the same.
 */
export function newBatchId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
