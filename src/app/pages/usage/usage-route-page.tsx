import { useState } from 'react'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { memberQueries, type Member } from '@/entities/member'
import { useCurrentUser } from '@/entities/session'
import { usageMemberQueries } from '@/entities/usage'
import { BulkRun, planMemberAction, type BulkRequest } from '@/features/bulk-actions'
import { ReclaimSeats, UsagePage } from '@/features/usage'

/**
 * USAGE-10: the reclaim view's removals run as the team page's bulk runs (4 at a time, each
 * row's result, Retry failed, one audit batch id per run); the figures refresh after a run.
 */
function Reclaim({ bucket }: { bucket: 'never' | 'inactive' }) {
  const members = useSuspenseQuery(memberQueries.list()).data
  const { userId } = useCurrentUser()
  const queryClient = useQueryClient()
  const [run, setRun] = useState<{ id: number; request: BulkRequest } | null>(null)
  const remove = (selected: readonly Member[]) =>
    setRun((old) => ({
      id: (old?.id ?? 0) + 1,
      request: {
        action: { kind: 'remove' },
        plan: planMemberAction({ kind: 'remove' }, selected, members, userId),
      },
    }))
  return (
    <>
      <ReclaimSeats bucket={bucket} onRemove={remove} />
      {run ? (
        <BulkRun
          key={run.id}
          request={run.request}
          onClose={() => setRun(null)}
          onSucceeded={() =>
            void queryClient.invalidateQueries({ queryKey: usageMemberQueries.all() })
          }
        />
      ) : null}
    </>
  )
}

/** /app/usage with its reclaim view (USAGE-1, USAGE-8). */
export function UsageRoutePage() {
  return <UsagePage reclaim={(bucket) => <Reclaim bucket={bucket} />} />
}
