/**
 * How long the organisation and the team lists count as fresh. A page that mounts well after its
 * loader fetched (a slow gate answer) must not fetch them again: a second round of calls.
 */
export const PAGE_DATA_STALE_MS = 30_000
