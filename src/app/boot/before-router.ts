import { yieldToMain } from './yield-to-main'

// Second split of the bundle's evaluation (see after-react.ts): the router and the pages' route
// definitions run in a task of their own.
await yieldToMain()
