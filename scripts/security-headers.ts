import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

const origin = (value: string | undefined): string | null => {
  if (!value) return null
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

const scriptHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`

/**
 * The strict headers the portal is served with (preview server and static hosts alike); the
 * only inline scripts allowed are the given ones, by hash.
 */
export function buildSecurityHeaders(
  env: Record<string, string | undefined>,
  inlineScripts: string[] = [],
): Record<string, string> {
  const connect = [
    "'self'",
    origin(env.VITE_API_URL),
    origin(env.VITE_AUTH_URL),
    env.VITE_POSTHOG_KEY ? origin(env.VITE_POSTHOG_HOST ?? 'https://us.i.posthog.com') : null,
  ].filter((v): v is string => !!v)
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts.map(scriptHash)].join(' '),
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    // Two years, as ASVS asks; browsers ignore it over plain http (localhost previews).
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // Checkout and portal tabs open with noopener, so nothing needs this window's handle.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
}

/** Netlify / Cloudflare Pages style `_headers` file for a static host. */
export const headersFile = (headers: Record<string, string>): string =>
  ['/*', ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n') + '\n'

/**
 * Sends the headers from `vite preview` and writes dist/_headers for static hosts. The dev
 * server is left alone: its hot-reload client needs inline scripts.
 */
export function securityHeaders(
  env: Record<string, string | undefined>,
  inlineScripts: string[] = [],
): Plugin {
  const headers = buildSecurityHeaders(env, inlineScripts)
  return {
    name: 'security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
        next()
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) })
    },
  }
}
