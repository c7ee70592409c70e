export { UsagePage } from './ui/usage-page'
export { usageQueries } from './api/usage.queries'
