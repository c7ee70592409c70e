/** Dates the seed shares: one day, and when the seeded accounts were created. */
export const DAY_MS = 86_400_000
export const SEED_CREATED = '2024-09-02T09:00:00.000Z'
