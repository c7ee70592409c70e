import { describe, expect, it, vi } from 'vitest'
import { organisationNameSchema } from '@/entities/organisation'
import { signUpSchema } from '@/features/auth/model/auth.schema'
import { notificationSchema } from '@/features/notifications/model/notification.schema'
import { upgradeRequestSchema } from '@/features/upgrade-prompt/model/upgrade-prompt'
import { LIMITS } from '@/shared/contract'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

const text = (n: number) => 'x'.repeat(n)

// SEC-4: every free-text field stops where the server does, with the same numbers.
describe('length limits in the forms match the contract', () => {
  it('organisation name', () => {
    const max = LIMITS.organisationName
    expect(organisationNameSchema.safeParse({ name: text(max) }).success).toBe(true)
    expect(messages(organisationNameSchema.safeParse({ name: text(max + 1) }))).toEqual([
      `Use at most ${max} characters`,
    ])
  })

  it('sign-up full name and password', () => {
    const ok = { email: 'new@acme.test', password: 'secret1', fullName: 'New Person' }
    expect(signUpSchema.safeParse(ok).success).toBe(true)
    expect(
      messages(signUpSchema.safeParse({ ...ok, fullName: text(LIMITS.fullName + 1) })),
    ).toEqual([`Use at most ${LIMITS.fullName} characters`])
    expect(
      messages(signUpSchema.safeParse({ ...ok, password: text(LIMITS.password + 1) })),
    ).toEqual([`Use at most ${LIMITS.password} characters`])
  })

  it('notification key, title, text and recipients', () => {
    const ok = {
      type: 'referral',
      key: 'k',
      title: 't',
      text: 'x',
      emails: 'a@x.test',
      sendToAll: false,
    }
    expect(notificationSchema.safeParse(ok).success).toBe(true)
    expect(
      messages(
        notificationSchema.safeParse({
          ...ok,
          key: text(LIMITS.notificationKey + 1),
          title: text(LIMITS.notificationTitle + 1),
          text: text(LIMITS.notificationText + 1),
        }),
      ),
    ).toEqual([
      'Use at most 100 characters',
      'Use at most 200 characters',
      // UX-5: written the browser's way.
      'Use at most 2,000 characters',
    ])
    const many = Array.from({ length: LIMITS.notificationRecipients + 1 }, (_, i) => `u${i}@x.test`)
    expect(messages(notificationSchema.safeParse({ ...ok, emails: many.join(',') }))).toEqual([
      "Send to at most 1,000 addresses at once, or toggle 'Send to all users'",
    ])
  })

  it('upgrade request message', () => {
    const max = LIMITS.contactAdminMessage
    expect(upgradeRequestSchema.safeParse({ message: text(max) }).success).toBe(true)
    expect(messages(upgradeRequestSchema.safeParse({ message: text(max + 1) }))).toEqual([
      'Use at most 2,000 characters',
    ])
  })

  it('write their numbers in the browser’s language (UX-5)', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE'])
    expect(messages(upgradeRequestSchema.safeParse({ message: text(2_001) }))).toEqual([
      'Use at most 2.000 characters',
    ])
  })
})
