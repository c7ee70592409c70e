export { UsagePage, UsageAdminsOnly } from './ui/usage-page'
export { usageQueries } from './api/usage.queries'
export { parseUsageSearch } from './model/usage-search.schema'
export { ReclaimSeats } from './ui/reclaim-seats'
