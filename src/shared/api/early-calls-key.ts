// No imports: the build reads this too, for index.html's inline early-calls script.

/**
 * Where the portal keeps, per page, the GET calls its first load makes; src/app/boot/early-data.js
 * reads it to start them from index.html, before the portal's code has even arrived.
 */
export const EARLY_CALLS_KEY = 'flow-early-calls'
