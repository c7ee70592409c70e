import type { Env } from './env.schema'

export type AppConfig = {
  /** Product API origin (no trailing slash); the page's own origin in demo mode. */
  apiUrl: string
  authUrl: string
  authAnonKey: string
  posthogKey: string
  posthogHost: string
  internalDomain: string
  supportEmail: string
  termsUrl: string
  privacyUrl: string
  dpaUrl: string
  soc2Url: string
  enterpriseContact: string
  /** Hosts a server-given URL may send the browser to. */
  redirectHosts: string[]
  /** True when no real servers are configured and the embedded demo backend answers. */
  demo: boolean
}

const trimSlash = (s: string) => s.replace(/\/+$/, '')

/** The portal's settings from the checked VITE_* values and the page's origin. */
export function deriveConfig(env: Env, origin: string): AppConfig {
  const demo = !env.VITE_API_URL && !env.VITE_AUTH_URL
  const hosts = env.VITE_REDIRECT_HOSTS.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
  return {
    apiUrl: trimSlash(env.VITE_API_URL || origin),
    authUrl: trimSlash(env.VITE_AUTH_URL || `${origin}/auth/v1`),
    authAnonKey: env.VITE_AUTH_ANON_KEY,
    posthogKey: env.VITE_POSTHOG_KEY,
    posthogHost: env.VITE_POSTHOG_HOST,
    internalDomain: env.VITE_INTERNAL_DOMAIN.toLowerCase(),
    supportEmail: env.VITE_SUPPORT_EMAIL,
    termsUrl: env.VITE_TERMS_URL,
    privacyUrl: env.VITE_PRIVACY_URL,
    dpaUrl: env.VITE_DPA_URL,
    soc2Url: env.VITE_SOC2_URL,
    enterpriseContact: env.VITE_ENTERPRISE_CONTACT,
    redirectHosts: demo ? [...hosts, new URL(origin).host] : hosts,
    demo,
  }
}

let cached: AppConfig | undefined

/** The configuration: the values the build checked (scripts/app-env.ts), on this page's origin. */
export function getConfig(): AppConfig {
  cached ??= deriveConfig(__APP_ENV__, window.location.origin)
  return cached
}
