// No imports: both test runners' configs read this.

/**
 * How the demo backend runs under test, in Vitest (its env) and behind the browser tests'
 * servers: answers at once, and cheap password hashes (`scryptCost` in config.ts).
 */
export const DEMO_TEST_ENV = { DEMO_LATENCY_MS: '0', DEMO_SCRYPT_N: '1024' } as const
