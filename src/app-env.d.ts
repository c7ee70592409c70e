import type { Env } from './shared/config/env.schema'

declare global {
  /** The VITE_* settings as the build checked them, defaults filled (scripts/app-env.ts). */
  const __APP_ENV__: Env
}
