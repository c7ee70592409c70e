// The two builds the bench serves: the portal, then the bare React page in a second pass of the
// same Vite config into the same folder (the portal's chunks stay those of a production build).
import { execFileSync } from 'node:child_process'
import { OUTDIR } from './settings.mjs'

const vite = (args, env) =>
  execFileSync('npx', ['vite', 'build', '--outDir', OUTDIR, '--logLevel', 'warn', ...args], {
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env },
    stdio: 'inherit',
  })

/**
 * `apiOrigin` set: built as for production, calling the API there (auth at {api}/auth/v1, the
 * API's own pages an allowed redirect); unset: the demo backend on the page's own origin.
 */
export function buildPortalAndBare(apiOrigin) {
  const env = apiOrigin
    ? {
        VITE_API_URL: apiOrigin,
        VITE_AUTH_URL: `${apiOrigin}/auth/v1`,
        VITE_REDIRECT_HOSTS: new URL(apiOrigin).host,
      }
    : { VITE_API_URL: '', VITE_AUTH_URL: '' }
  // The folder may be outside the project: Vite empties it only when told to.
  vite(['--emptyOutDir'], env)
  vite([], { ...env, BENCH_BARE: '1' })
}
