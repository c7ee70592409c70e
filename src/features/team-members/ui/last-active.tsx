import { use } from 'react'
import { lastActiveText } from '@/entities/usage'
import { cn } from '@/shared/lib'
import { DETAIL, LastActiveContext } from './row-cells'

export const useLastActive = () => use(LastActiveContext)

/** USAGE-11: the Last active cell; empty on invitation rows, absent without the extension. */
export function LastActiveCell({ userId }: { userId?: string }) {
  const lastActive = useLastActive()
  if (!lastActive) return null
  return (
    <div role="cell" className={cn(DETAIL, 'text-muted-foreground')}>
      {userId ? (
        <>
          <span className="lg:sr-only">Last active: </span>
          {lastActiveText(lastActive.byId.get(userId)?.last_active_at, lastActive.now)}
        </>
      ) : null}
    </div>
  )
}
