import { describe, expect, it } from 'vitest'
import { notificationSchema, parseEmailList } from './notification.schema'

const EMAILS_REQUIRED =
  "Please enter at least one valid email address or toggle 'Send to all users'"

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
    [{ type: '' }, 'Notification type is required'],
    [{ type: 'promo' }, 'Notification type is required'],
    [{ key: '  ' }, 'Notification key is required'],
    [{ title: '' }, 'Title is required'],
    [{ text: '' }, 'Text is required'],
    [{ emails: '' }, EMAILS_REQUIRED],
    [{ emails: 'a@x.test, nope' }, EMAILS_REQUIRED],
    [{ emails: 'a b@x.test' }, EMAILS_REQUIRED],
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
