// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildSecurityHeaders, headersFile } from '../../scripts/security-headers'

describe('security headers', () => {
  const headers = buildSecurityHeaders({ VITE_API_URL: 'https://api.example.com' })

  it('include HSTS, COOP and CORP besides the CSP baseline', () => {
    expect(headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    })
    expect(headers['Content-Security-Policy']).toContain(
      "connect-src 'self' https://api.example.com",
    )
  })

  it('allow no inline script but the given ones, each by its hash', () => {
    expect(headers['Content-Security-Policy']).toContain("script-src 'self';")
    const csp = buildSecurityHeaders({}, ['console.log(1)'])['Content-Security-Policy']
    // sha256 of `console.log(1)`, base64.
    expect(csp).toContain("script-src 'self' 'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='")
  })

  it('the static host file carries every one of them', () => {
    const file = headersFile(headers)
    for (const name of Object.keys(headers)) expect(file).toContain(`  ${name}: `)
    expect(file).toContain('  Strict-Transport-Security: max-age=63072000; includeSubDomains\n')
  })
})
