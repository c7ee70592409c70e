export { memberSchema } from '@/shared/contract'
export type { Member } from '@/shared/contract'
