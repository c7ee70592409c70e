export type { UsageMember } from '@/shared/contract'
export { usageMemberQueries } from './api/usage-member.queries'
export {
  ACTIVE_WINDOW_DAYS,
  activeWithin,
  inGrace,
  isInactive,
  isNeverActive,
  lastActiveKey,
} from './model/activity'
export { lastActiveText } from './model/last-active-text'
