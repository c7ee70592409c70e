// One demo backend per worker: each test sees only its own worker's data, so files run side by
// side. playwright.config.ts starts the servers and points each worker at its own.

/** The first server's port; E2E_PORT moves a private run off the default. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173)

/** How many workers, and so servers: E2E_WORKERS, else two (CI's cores). */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2)

export const serverPort = (index: number) => FIRST_PORT + index

/**
 * This worker's server. Playwright sets TEST_PARALLEL_INDEX (testInfo.parallelIndex) in each
 * worker before that worker reads the config; the main process, which has none, gets the first.
 */
export const workerBaseURL = () =>
  `http://localhost:${serverPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0))}`
