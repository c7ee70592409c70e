import { describe, expect, it } from 'vitest'
import { extractUrlTokens } from './url-tokens'

describe('extractUrlTokens', () => {
  it('takes both tokens from the query and leaves the rest', () => {
    const r = extractUrlTokens('http://x.test/login?access_token=A&refresh_token=R&next=1')
    expect(r.tokens).toEqual({ access_token: 'A', refresh_token: 'R' })
    expect(r.cleanUrl).toBe('/login?next=1')
  })
  it('reads tokens from the hash too', () => {
    const r = extractUrlTokens('http://x.test/#access_token=A&refresh_token=R&token_type=bearer')
    expect(r.tokens).toEqual({ access_token: 'A', refresh_token: 'R' })
    expect(r.cleanUrl).toBe('/')
  })
  it('strips a lone token without using it', () => {
    const r = extractUrlTokens('http://x.test/login?access_token=A')
    expect(r.tokens).toBeNull()
    expect(r.cleanUrl).toBe('/login')
  })
  it.each([
    ['http://x.test/login?code=PKCE&next=1', '/login?next=1'],
    ['http://x.test/login?token=MAGIC&type=magiclink', '/login'],
    ['http://x.test/forgot-password?token_hash=H&type=recovery', '/forgot-password'],
    ['http://x.test/login#provider_token=G&provider_refresh_token=GR', '/login'],
  ])('strips the credentials the portal never uses from %s', (href, cleanUrl) =>
    expect(extractUrlTokens(href)).toEqual({ tokens: null, state: null, cleanUrl }),
  )
  it('takes the sign-in state with the tokens and strips it too (SESSION-15)', () => {
    const r = extractUrlTokens('http://x.test/login?access_token=A&refresh_token=R&state=S-1')
    expect(r).toEqual({
      tokens: { access_token: 'A', refresh_token: 'R' },
      state: 'S-1',
      cleanUrl: '/login',
    })
    expect(extractUrlTokens('http://x.test/login?state=S').cleanUrl).toBe(
      'http://x.test/login?state=S',
    )
  })
  it('leaves other URLs alone', () => {
    expect(extractUrlTokens('http://x.test/app?a=1')).toEqual({
      tokens: null,
      state: null,
      cleanUrl: 'http://x.test/app?a=1',
    })
  })
})
