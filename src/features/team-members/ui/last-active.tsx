import { use } from 'react'
import type { UsageMember } from '@/entities/usage'
import { cn, formatRelativeTime } from '@/shared/lib'
import { DETAIL, LastActiveContext } from './row-cells'

export const useLastActive = () => use(LastActiveContext)

/** `—` for someone who never dictated (USAGE-7), else how long ago, in the viewer's words. */
const text = (row: UsageMember | undefined, now: number) =>
  row?.last_active_at ? formatRelativeTime(row.last_active_at, now) : '—'

/** USAGE-11: the Last active cell; empty on invitation rows, absent without the extension. */
export function LastActiveCell({ userId }: { userId?: string }) {
  const lastActive = useLastActive()
  if (!lastActive) return null
  return (
    <div role="cell" className={cn(DETAIL, 'text-muted-foreground')}>
      {userId ? (
        <>
          <span className="lg:sr-only">Last active: </span>
          {text(lastActive.byId.get(userId), lastActive.now)}
        </>
      ) : null}
    </div>
  )
}
