// No imports: the build reads these too, for index.html's inline early-calls script.

/** Where the auth client keeps the session in local storage. */
export const AUTH_STORAGE_KEY = 'flow-auth'

/** The auth client's own margin: a token this close to expiry is refreshed before use. */
export const EXPIRY_MARGIN_MS = 90_000
