/** What an invitation, or a request to the admins, says once it is answered. */
export const INVITE_RESULT_MESSAGES = {
  invited: 'Invited! You will be billed for 1 extra user',
  contacted: 'Successfully sent message to admins',
  contactFailed: 'Failed to contact admins, please try again later or contact support',
} as const
