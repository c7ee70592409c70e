import { z } from 'zod'

const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default('')
const url = (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback)

/** Every setting the portal reads, from VITE_* variables; parsed once at start-up. */
export const envSchema = z.object({
  VITE_API_URL: optionalUrl,
  VITE_AUTH_URL: optionalUrl,
  VITE_AUTH_ANON_KEY: z.string().min(1).default('demo-anon-key'),
  VITE_POSTHOG_KEY: z.string().default(''),
  VITE_POSTHOG_HOST: url('https://us.i.posthog.com'),
  VITE_INTERNAL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain such as flow.test')
    .default('flow.test'),
  VITE_SUPPORT_EMAIL: z.email().default('support@flow.test'),
  VITE_TERMS_URL: url('https://flow.test/terms'),
  VITE_PRIVACY_URL: url('https://flow.test/privacy'),
  VITE_DPA_URL: url('https://flow.test/dpa'),
  VITE_SOC2_URL: url('https://trust.flow.test'),
  VITE_ENTERPRISE_CONTACT: z.email().default('enterprise@flow.test'),
  VITE_REDIRECT_HOSTS: z
    .string()
    .default('checkout.stripe.com,billing.stripe.com,api.workos.com,id.workos.com'),
})

export type RawEnv = z.input<typeof envSchema>
