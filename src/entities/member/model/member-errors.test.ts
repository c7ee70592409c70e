import { describe, expect, it } from 'vitest'
import { inviteErrorMessage } from '@/entities/invite'
import { ApiError } from '@/shared/api'
import { removeErrorMessage, roleErrorMessage } from './member-errors'

describe('error messages', () => {
  const api = (code: string, detail?: string) => new ApiError(detail ?? code, 400, detail, { code })
  it('maps role and removal failures, saying why for the last admin and oneself', () => {
    expect(roleErrorMessage(api('last_admin', 'Cannot demote the last admin'))).toMatch(
      /^The last admin/,
    )
    expect(roleErrorMessage(api('x'))).toBe('Failed to update user')
    expect(removeErrorMessage(api('cannot_remove_self'))).toBe(
      'You cannot remove yourself from the team',
    )
    expect(removeErrorMessage(api('last_admin', 'Cannot remove the last admin'))).toMatch(
      /^The last admin/,
    )
    expect(removeErrorMessage(new Error('x'))).toBe('Failed to remove user')
  })

  it('says a linked directory manages the members, for a removal and an invite (DSYNC-4)', () => {
    const managed =
      'Members come from your directory: add and remove people in your identity provider.'
    const refused = new ApiError('Members come from your directory', 409, undefined, {
      code: 'directory_managed',
    })
    expect(removeErrorMessage(refused)).toBe(managed)
    expect(inviteErrorMessage(refused)).toBe(managed)
  })
})
