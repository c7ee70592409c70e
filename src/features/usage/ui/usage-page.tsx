import { Card, PageHeader } from '@/shared/ui'
import { USAGE_MESSAGES } from '../model/usage-messages'
import { UsageList } from './usage-list'

/** /app/usage: usage (USAGE-1); the route's loader has fetched its data. */
export function UsagePage() {
  return (
    <div>
      <PageHeader title={USAGE_MESSAGES.title} />
      <Card>
        <UsageList />
      </Card>
    </div>
  )
}
