import { INVITE_RESULT_MESSAGES } from '@/entities/invite'
import { formatCount, formatNumber } from '@/shared/lib'

/** What inviting many says (INVITE-1 to INVITE-9); the per-address rules reuse TEAM-2 and TEAM-4. */
export const INVITE_MANY_MESSAGES = {
  listedTwice: 'Listed twice',
  badRole: 'Role must be member or admin',
  noEmailColumn: 'The file needs a header row with an email column',
  unreadable: 'The file could not be read',
  nothingFound: 'No addresses found',
  ready: 'Ready',
  /** A row left unsent by "Stop sending" (INVITE-7). */
  notSent: 'Not sent',
  /** TEAM-3's wording, for as many users as will be invited. */
  billed: (n: number) => `You will be billed for ${formatCount(n, 'extra user', 'extra users')}`,
  send: (n: number) => `Send ${formatCount(n, 'invitation', 'invitations')}`,
  ask: (n: number) => `Ask admins to add ${formatCount(n, 'person', 'people')}`,
  /** The summary toast when every invitation went out; one reads as the single invite does. */
  allSent: (n: number) =>
    n === 1
      ? INVITE_RESULT_MESSAGES.invited
      : `Invited ${formatNumber(n)} people! You will be billed for ${formatNumber(n)} extra users`,
  someFailed: (sent: number, total: number) =>
    `Sent ${formatNumber(sent)} of ${formatCount(total, 'invitation', 'invitations')}; ${formatNumber(total - sent)} failed`,
  /** INVITE-8: more addresses than one message to the admins can hold. */
  tooLongForOneRequest: (fit: number, total: number) =>
    `One request to the admins holds ${formatNumber(fit)} of these ${formatNumber(total)} addresses; the rest stay here to send next.`,
} as const
