import { yieldToMain } from './yield-to-main'

// The bundle evaluates its modules in import order: the code after React's (router, query client,
// schemas, pages) waits for this, so the two run as separate tasks rather than one long one.
await yieldToMain()
