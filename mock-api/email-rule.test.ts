// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isValidEmail } from '../src/shared/lib/email'
import { emailSchema } from './handlers/schemas'
import { call } from './test-helpers'

/** VAL-5: the portal's forms and the API apply one e-mail rule, the contract's. */

const VALUES = [
  'a@b.co',
  '  a@b.co  ',
  'first.last+tag@sub.example.com',
  'a@b.c',
  'ä@ü.de',
  'a<b@c.de',
  '"quoted"@x.io',
  'a@b..c',
  'a@b.c.',
  '',
  '   ',
  'a@b',
  'a b@c.de',
  '@b.co',
  'a@.co',
  'a@b.',
  'a@@b.co',
  'a@b@c.co',
  'a@b.co\tx',
]

describe('one e-mail rule for client and server (VAL-5)', () => {
  it.each(VALUES)('%j: the form and the server schema agree', (value) => {
    expect(emailSchema.safeParse(value).success).toBe(isValidEmail(value))
  })

  it('and so do the form and a live endpoint', async () => {
    for (const value of VALUES) {
      const res = await call(`/user_status?email=${encodeURIComponent(value)}`)
      expect(res.status === 200, `${JSON.stringify(value)} → ${res.status}`).toBe(
        isValidEmail(value),
      )
    }
  })
})
