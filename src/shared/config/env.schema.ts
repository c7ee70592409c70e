// zod/mini keeps the validation in the first load of /login small.
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
