import { describe, expect, it } from 'vitest'
import { safeRedirectUrl } from '@/shared/lib'
import { appEnv } from '../../../scripts/app-env'
import { deriveConfig } from './env'
import { ConfigError, parseEnv } from './env.schema'

// What the page gets: the build checks the values (appEnv), the page derives from them.
const parseConfig = (raw: Record<string, unknown>, at: string) => deriveConfig(parseEnv(raw), at)

const origin = 'http://localhost:5173'

describe('parseConfig', () => {
  it('uses the demo backend on the same origin when no API is configured', () => {
    const c = parseConfig({}, origin)
    expect(c).toMatchObject({
      demo: true,
      apiUrl: origin,
      authUrl: `${origin}/auth/v1`,
      internalDomain: 'flow.test',
    })
    expect(c.redirectHosts).toContain('localhost:5173')
  })

  it('uses configured servers and leaves the demo off', () => {
    const c = parseConfig(
      {
        VITE_API_URL: 'https://api.example.com/',
        VITE_AUTH_URL: 'https://auth.example.com/auth/v1',
        VITE_INTERNAL_DOMAIN: 'Example.com',
      },
      origin,
    )
    expect(c).toMatchObject({
      demo: false,
      apiUrl: 'https://api.example.com',
      internalDomain: 'example.com',
    })
    expect(c.redirectHosts).not.toContain('localhost:5173')
  })

  it('treats empty values as unset', () => {
    expect(parseConfig({ VITE_API_URL: '', VITE_SUPPORT_EMAIL: '' }, origin).supportEmail).toBe(
      'support@flow.test',
    )
  })

  it('names every bad variable', () => {
    try {
      parseConfig({ VITE_API_URL: 'javascript:alert(1)', VITE_SUPPORT_EMAIL: 'nope' }, origin)
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError)
      expect((e as ConfigError).issues.map((i) => i.variable).sort()).toEqual([
        'VITE_API_URL',
        'VITE_SUPPORT_EMAIL',
      ])
    }
  })
})

describe('default redirect allowlist', () => {
  const hosts = parseConfig({ VITE_API_URL: 'https://api.example.com' }, origin).redirectHosts
  const own = 'https://portal.example.com'

  it.each([
    'https://setup.workos.com/portal/launch?secret=abc',
    'https://checkout.stripe.com/c/pay/cs_test_123',
    'https://billing.stripe.com/p/session/test_123',
  ])('allows %s', (url) => {
    expect(safeRedirectUrl(url, hosts, own)).toBe(url)
  })

  it.each([
    'https://setup.workos.com.evil.test/portal',
    'https://evilsetup.workos.com/portal',
    'https://checkout.stripe.com.evil.test/pay',
    'https://billing-stripe.com/p/session',
    'http://setup.workos.com/portal',
    'http://checkout.stripe.com/pay',
    'http://billing.stripe.com/p/session',
    'javascript:alert(1)',
  ])('refuses %s', (url) => {
    expect(safeRedirectUrl(url, hosts, own)).toBeNull()
  })
})

describe('API and auth URLs', () => {
  it.each([
    'http://localhost:8000',
    'http://127.0.0.1:9999/auth/v1',
    'http://[::1]:8000',
    'https://api.example.com',
  ])('accepts %s', (url) => {
    expect(parseConfig({ VITE_API_URL: url, VITE_AUTH_URL: url }, origin).apiUrl).toBe(
      url.replace(/\/+$/, ''),
    )
  })

  it.each(['http://api.example.com', 'http://localhost.evil.test', 'http://10.0.0.5:8000'])(
    'refuses http: %s outside localhost, naming the variable',
    (url) => {
      for (const variable of ['VITE_API_URL', 'VITE_AUTH_URL']) {
        try {
          parseConfig({ [variable]: url }, origin)
          expect.unreachable()
        } catch (e) {
          expect(e).toBeInstanceOf(ConfigError)
          expect((e as ConfigError).issues).toEqual([
            { variable, message: 'must use https (http only on localhost or 127.0.0.1)' },
          ])
        }
      }
    },
  )
})

describe('the build checks the settings (scripts/app-env.ts)', () => {
  const defineOf = (env: Record<string, string>) => {
    const plugin = appEnv(env)
    const config = plugin.config as () => { define: Record<string, string> }
    return config().define
  }

  it('hands the page the checked values with their defaults', () => {
    const define = defineOf({ VITE_API_URL: 'https://api.example.com', VITE_SUPPORT_EMAIL: '' })
    expect(JSON.parse(define.__APP_ENV__ ?? '')).toMatchObject({
      VITE_API_URL: 'https://api.example.com',
      VITE_SUPPORT_EMAIL: 'support@flow.test',
    })
  })

  it('stops the build naming each bad variable and why', () => {
    expect(() => defineOf({ VITE_API_URL: 'http://api.example.com' })).toThrow(
      'Invalid configuration: VITE_API_URL must use https (http only on localhost or 127.0.0.1)',
    )
  })
})
