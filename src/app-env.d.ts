/** The VITE_* settings as the build checked them, defaults filled (scripts/app-env.ts). */
declare const __APP_ENV__: import('./shared/config/env.schema').Env
