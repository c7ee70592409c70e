import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './env'

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
