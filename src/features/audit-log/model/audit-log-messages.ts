/** What the audit log says, word for word as docs/product-rules.md (AUDIT-1 to AUDIT-10). */
export const AUDIT_MESSAGES = {
  title: 'Audit log',
  // AUDIT-7
  empty: 'No events yet',
  noMatches: 'No events match these filters',
  // AUDIT-2
  loadFailed: 'Failed to load the audit log',
  // AUDIT-6
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'Failed to export the audit log',
  // AUDIT-9
  adminsOnly: 'Only organization admins can see the audit log.',
  // AUDIT-4
  retention: (days: number) => `Events of the last ${days} days are kept on your plan.`,
  system: 'System',
  none: 'none',
} as const
