import { loadSeed } from './db'
import { buildSeed } from './seed'

/** Restores the seed into the in-memory store (sessions, mails and checkouts are cleared). */
export function resetDemo(): void {
  loadSeed(buildSeed())
}
