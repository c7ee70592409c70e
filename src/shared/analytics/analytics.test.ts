import { describe, expect, it } from 'vitest'
import { maskSensitive } from './analytics'

describe('analytics masking', () => {
  it.each([
    ['signed in as ada@acme.test', 'signed in as [email]'],
    [
      '/login?access_token=abc.def&refresh_token=xyz',
      '/login?access_token=[redacted]&refresh_token=[redacted]',
    ],
    ['https://x.test/#token=secret&next=1', 'https://x.test/#token=[redacted]&next=1'],
    [
      '/login?code=c1&token_hash=h&provider_token=p&error_code=otp_expired',
      '/login?code=[redacted]&token_hash=[redacted]&provider_token=[redacted]&error_code=otp_expired',
    ],
    ['/cb#id_token=eyJ&session_token=s', '/cb#id_token=[redacted]&session_token=[redacted]'],
    ['nothing to hide', 'nothing to hide'],
  ])('%j → %j', (input, expected) => expect(maskSensitive(input)).toBe(expected))
})
