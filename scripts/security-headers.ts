import type { Plugin } from 'vite'

/** Placeholder: the preview server's security headers (filled in by the quality-bars work). */
export function securityHeaders(_env: Record<string, string>): Plugin {
  return { name: 'security-headers' }
}
