import type { Plugin } from 'vite'
import { parseEnv } from '../src/shared/config/env.schema'

/**
 * Checks the VITE_* settings once, when the build or dev server starts: a bad one stops it with
 * every bad variable named, instead of a page that fails in a visitor's browser. The page reads
 * the checked values (defaults filled) from `__APP_ENV__`, so no validation code ships.
 */
export const appEnv = (env: Record<string, string | undefined>): Plugin => ({
  name: 'flow:app-env',
  config: () => ({ define: { __APP_ENV__: JSON.stringify(parseEnv(env)) } }),
})
