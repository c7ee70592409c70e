export type { Extension } from '@/shared/contract'
export { capabilityQueries } from './api/capability.queries'
export { useExtensions } from './api/use-extensions'
