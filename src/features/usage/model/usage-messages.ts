/** What usage says, word for word as docs/product-rules.md (USAGE-1 to USAGE-10). */
export const USAGE_MESSAGES = {
  title: 'Usage',
  adminsOnly: 'Only organization admins can see usage.',
  // USAGE-2
  loadFailed: 'Failed to load usage',
  active7: 'Active users, last 7 days',
  active30: 'Active users, last 30 days',
  words30: 'Words dictated, last 30 days',
  seatsUsed: 'Seats used, last 30 days',
  chartTitle: 'Active users and words',
  showTable: 'Show as table',
  hideTable: 'Show as chart',
  members: 'Members',
  filter: 'Filter by name or email',
  exportCsv: 'Export CSV',
  noMatch: 'No members match this filter',
  reclaim: 'Reclaim seats',
  neverActive: 'Never active',
  inactive: 'Inactive for 30+ days',
  bucketEmpty: 'Nobody here',
} as const

export const COLUMNS = {
  name: 'Name',
  active: 'Last active',
  words: 'Words (30 days)',
  days: 'Active days (30 days)',
} as const

/** USAGE-5: `{used} of {billed} billed seats`. */
export const seatsUsedText = (used: string, billed: string) => `${used} of ${billed} billed seats`

/** USAGE-8, USAGE-9: the reclaim view's counted words. */
export const RECLAIM = {
  grace: (n: string, one: boolean) =>
    `${n} joined in the last 14 days and ${one ? 'is' : 'are'} not listed`,
  remove: (who: string) => `Remove ${who}`,
  frees: (seats: string) => `Frees ${seats} from the next billing cycle`,
  invoice: (before: string, after: string, change: string) =>
    `Next invoice: ${before} → ${after} (${change})`,
  paidUntil: (date: string) => `Removed seats stay paid for until ${date}`,
  selectAll: (n: string) => `Select all ${n}`,
  close: 'Close',
} as const
