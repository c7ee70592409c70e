import { loadSeed } from './db'
import { clearFaults } from './faults'
import { clearRateLimits } from './limits'
import { buildSeed } from './seed'

/** Restores the seed into the in-memory store (sessions, mails and checkouts are cleared), every limiter and fault rule. */
export function resetDemo(): void {
  loadSeed(buildSeed())
  clearRateLimits()
  clearFaults()
}
