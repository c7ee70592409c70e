import type { HttpHandler } from 'msw'
import type { SeedData } from '../db'

/**
 * A generated feature's part of the demo backend: its handlers, and `load`, which refills its
 * table from the seed whenever the demo is reset (resetDemo), like the store in db.ts.
 */
export interface DemoFeature {
  handlers: readonly HttpHandler[]
  load: (seed: SeedData) => void
}
