/** What the invite form says about the address. */
export const INVITE_FORM_MESSAGES = {
  invalidEmail: 'Please enter a valid email',
  alreadyMember: 'User already in team',
  alreadyInvited: 'User already invited',
} as const
