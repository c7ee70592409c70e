/** HTTP-1: every product API call gives up after 20 s. */
export const API_TIMEOUT_MS = 20_000
