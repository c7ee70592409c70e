import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/api'
import { inviteErrorMessage } from './invite-error'

describe('error messages', () => {
  const api = (code: string, detail?: string) => new ApiError(detail ?? code, 400, detail, { code })
  it('maps invite codes (TEAM-4)', () => {
    expect(inviteErrorMessage(api('invitation_exists'))).toBe('User already invited')
    expect(inviteErrorMessage(api('no_subscription'))).toBe('No subscription found')
    expect(inviteErrorMessage(api('stripe_error'))).toBe('Stripe error, message our team')
    expect(inviteErrorMessage(api('already_member'))).toBe('User already in team')
    expect(inviteErrorMessage(api('admin_required'))).toBe('Failed to invite users')
    expect(inviteErrorMessage(new Error('x'))).toBe('Failed to invite users')
  })
})
