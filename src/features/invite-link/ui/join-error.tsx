import { hasErrorCode } from '@/shared/api'
import { ErrorState } from '@/shared/ui'
import { JOIN_MESSAGES as M } from '../model/join-messages'
import { JoinCard } from './join-card'

/** INVLINK-6: a token never issued, or a preview that could not be read (with Try again). */
export function JoinError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (hasErrorCode(error, 'invite_link_not_found'))
    return (
      <JoinCard title={M.missingTitle}>
        <p>{M.missingText}</p>
      </JoinCard>
    )
  return (
    <JoinCard title={M.loadFailed}>
      <ErrorState message={M.loadFailed} onRetry={onRetry} />
    </JoinCard>
  )
}
