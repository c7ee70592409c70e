import { loadSeed } from './db'
import { DEMO_FEATURES } from './features'
import { clearFaults } from './faults'
import { clearRateLimits } from './limits'
import { buildSeed } from './seed'

/**
 * Restores the seed into the in-memory store (sessions, mails and checkouts are cleared) and the
 * generated features' tables, and clears every limiter and fault rule.
 */
export function resetDemo(): void {
  const seed = buildSeed()
  loadSeed(seed)
  for (const feature of DEMO_FEATURES) feature.load(seed)
  clearRateLimits()
  clearFaults()
}
