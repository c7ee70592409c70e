import { describe, expect, it } from 'vitest'
import { NOTIFICATION_MESSAGES as M } from './notification-messages'
import { notificationSchema, parseEmailList } from './notification.schema'

const valid = {
  type: 'referral',
  key: ' invite_bonus ',
  title: 'Bonus',
  text: 'Thanks',
  emails: 'a@x.test, b@x.test',
  sendToAll: false,
}

const messages = (input: typeof valid) =>
  notificationSchema.safeParse(input).error?.issues.map((i) => i.message) ?? []

describe('notificationSchema', () => {
  it('parses a valid form into a trimmed request with an e-mail array', () => {
    expect(notificationSchema.parse(valid)).toEqual({
      ...valid,
      key: 'invite_bonus',
      emails: ['a@x.test', 'b@x.test'],
    })
  })

  it.each([
    [{ type: '' }, M.typeRequired],
    [{ type: 'promo' }, M.typeRequired],
    [{ key: '  ' }, M.keyRequired],
    [{ title: '' }, M.titleRequired],
    [{ text: '' }, M.textRequired],
    [{ emails: '' }, M.emailsRequired],
    [{ emails: 'a@x.test, nope' }, M.emailsRequired],
    [{ emails: 'a b@x.test' }, M.emailsRequired],
  ])('%o → %s', (change, message) => {
    expect(messages({ ...valid, ...change })).toEqual([message])
  })

  it('needs no e-mails when sending to all users', () => {
    expect(messages({ ...valid, emails: '', sendToAll: true })).toEqual([])
  })

  it('splits on commas and drops blanks', () => {
    expect(parseEmailList(' a@x.test ,, b@x.test , ')).toEqual(['a@x.test', 'b@x.test'])
  })
})
