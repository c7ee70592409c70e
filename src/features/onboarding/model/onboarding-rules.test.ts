import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/api'
import { createErrorMessage } from './create-error'
import { inviteErrorMessage } from '@/entities/invite'
import { organisationNameSchema } from '@/entities/organisation'
import { suggestedOrganisationName } from './suggested-name'
import { teammateEmails, teammatesSchema } from './teammates.schema'

const slots = (email1 = '', email2 = '', email3 = '') => ({ email1, email2, email3 })
const messages = (values: ReturnType<typeof slots>) => {
  const result = teammatesSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('invite-teammates form (START-5)', () => {
  it.each([
    [slots(), ['teammates: At least one email is required']],
    [slots('  ', '', ' '), ['teammates: At least one email is required']],
    [slots('a@b.co'), []],
    [slots('', '', 'a@b.co'), []],
    [slots('a@b.co', 'nope', ''), ['email2: Please enter a valid email']],
    [
      slots('a b@c.de', 'x@y', 'c@d.ef'),
      ['email1: Please enter a valid email', 'email2: Please enter a valid email'],
    ],
  ])('%o → %o', (values, expected) => expect(messages(values)).toEqual(expected))

  it('sends the filled slots trimmed, each address once', () => {
    expect(teammateEmails(slots(' a@b.co ', '', 'A@B.co'))).toEqual(['a@b.co'])
    expect(teammateEmails(slots('', 'x@y.zz', 'a@b.co'))).toEqual(['x@y.zz', 'a@b.co'])
  })
})

describe('organisation name (START-4)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['Acme', true],
  ])('%j valid=%s', (name, ok) =>
    expect(organisationNameSchema.safeParse({ name }).success).toBe(ok),
  )

  it('trims what it sends', () =>
    expect(organisationNameSchema.parse({ name: '  Acme  ' })).toEqual({ name: 'Acme' }))

  it.each([
    ['umbrella.test', 'Umbrella Team'],
    ['acme.co.uk', 'Acme Team'],
    ['', ''],
  ])('suggests a name for %j: %j', (domain, expected) =>
    expect(suggestedOrganisationName(domain)).toBe(expected),
  )
})

describe('error messages (START-8, TEAM-4)', () => {
  it.each([
    [
      new ApiError('400: Forbidden domain', 400, '400: Forbidden domain', {
        code: 'forbidden_domain',
      }),
      'Cannot create organization with a public domain',
    ],
    // START-8's detail alone, without the demo backend's code.
    [
      new ApiError('400: Forbidden domain', 400, '400: Forbidden domain'),
      'Cannot create organization with a public domain',
    ],
    [
      new ApiError('Organization name is required', 400, 'Organization name is required', {
        code: 'invalid_request',
      }),
      'Failed to create organization',
    ],
    [new ApiError('An unexpected error occurred', 500), 'Failed to create organization'],
    [new Error('x'), 'Failed to create organization'],
  ])('create %s → %j', (error, expected) => expect(createErrorMessage(error)).toBe(expected))

  it.each([
    ['invitation_exists', 'User already invited'],
    ['no_subscription', 'No subscription found'],
    ['stripe_error', 'Stripe error, message our team'],
    ['already_member', 'User already in team'],
    ['toString', 'Failed to invite users'],
  ])('invite error %j → %j', (code, expected) =>
    expect(inviteErrorMessage(new ApiError(code, 409, code, { code }))).toBe(expected),
  )

  it('a non-API failure is a generic invite failure', () =>
    expect(inviteErrorMessage(new TypeError('network'))).toBe('Failed to invite users'))
})
