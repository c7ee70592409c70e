import { INVITE_MESSAGES } from '@/entities/invite'

/** What the invite form says about the address: the server's words, checked before sending. */
export const INVITE_FORM_MESSAGES = {
  invalidEmail: INVITE_MESSAGES.invalidEmail,
  alreadyMember: INVITE_MESSAGES.alreadyMember,
  alreadyInvited: INVITE_MESSAGES.alreadyInvited,
} as const
