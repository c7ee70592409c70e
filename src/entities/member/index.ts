export { memberSchema } from './model/member.schema'
export type { Member } from './model/member.schema'
export { memberQueries } from './api/member.queries'
