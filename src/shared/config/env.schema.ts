// Read by the build (scripts/app-env.ts), never by the page: a bad setting fails `vite build` and
// the dev server, so no zod code ships for it.
import * as z from 'zod/mini'

const httpUrl = z.url({ protocol: /^https?$/ })
const hostnameOf = (value: string): string => {
  try {
    return new URL(value).hostname
  } catch {
    return ''
  }
}
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/
/** Tokens travel to these servers: plain http only to this machine. */
const secureUrl = httpUrl.check(
  // Other malformed values are the url check's to report (one issue per variable).
  z.refine(
    (value) => !value.startsWith('http:') || LOOPBACK.test(hostnameOf(value)),
    'must use https (http only on localhost or 127.0.0.1)',
  ),
)
const optionalUrl = z._default(z.union([z.literal(''), secureUrl]), '')
const url = (fallback: string) => z._default(httpUrl, fallback)

/** Every setting the portal reads, from VITE_* variables; parsed once at start-up. */
export const envSchema = z.object({
  VITE_API_URL: optionalUrl,
  VITE_AUTH_URL: optionalUrl,
  VITE_AUTH_ANON_KEY: z._default(z.string().check(z.minLength(1)), 'demo-anon-key'),
  VITE_POSTHOG_KEY: z._default(z.string(), ''),
  VITE_POSTHOG_HOST: url('https://us.i.posthog.com'),
  VITE_INTERNAL_DOMAIN: z._default(
    z.string().check(z.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain such as flow.test')),
    'flow.test',
  ),
  VITE_SUPPORT_EMAIL: z._default(z.email(), 'support@flow.test'),
  VITE_TERMS_URL: url('https://flow.test/terms'),
  VITE_PRIVACY_URL: url('https://flow.test/privacy'),
  VITE_DPA_URL: url('https://flow.test/dpa'),
  VITE_SOC2_URL: url('https://trust.flow.test'),
  VITE_ENTERPRISE_CONTACT: z._default(z.email(), 'enterprise@flow.test'),
  VITE_REDIRECT_HOSTS: z._default(
    z.string(),
    'checkout.stripe.com,billing.stripe.com,setup.workos.com,api.workos.com,id.workos.com',
  ),
})

export type Env = z.infer<typeof envSchema>

export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(`Invalid configuration: ${issues.map((i) => `${i.variable} ${i.message}`).join('; ')}`)
  }
}

/** Checks raw VITE_* values and fills the defaults; throws ConfigError naming each bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  // Empty strings mean "not set" so .env files can list every variable.
  const cleaned = Object.fromEntries(
    Object.entries(raw).filter(([k, v]) => k.startsWith('VITE_') && v !== '' && v !== undefined),
  )
  const result = z.safeParse(envSchema, cleaned)
  if (result.success) return result.data
  throw new ConfigError(
    result.error.issues.map((i) => ({ variable: String(i.path[0]), message: i.message })),
  )
}
