/** TEAM-9 to TEAM-12: what changing or removing a member says (the team page and bulk actions). */
export const MEMBER_MESSAGES = {
  cannotRemoveSelf: 'You cannot remove yourself from the team',
  updateFailed: 'Failed to update user',
  removeFailed: 'Failed to remove user',
  roleUpdated: 'Updated role',
  removed: 'Removed user',
  // Beyond the spec: why the last admin keeps their role and seat.
  lastAdmin: 'The last admin cannot be demoted or removed. Make someone else an admin first.',
  // DSYNC-4 [team]: a linked directory manages the members (409 directory_managed, and the notice).
  directoryManaged:
    'Members come from your directory: add and remove people in your identity provider.',
} as const
