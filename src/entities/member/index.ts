export type { Member } from '@/shared/contract'
export { memberQueries } from './api/member.queries'
export { memberCache } from './api/member-cache'
export { ROLE_OPTIONS } from './model/role-options'
