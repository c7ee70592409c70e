import { useState } from 'react'
import { INVITE_CHANGE_MESSAGES, resendErrorMessage, type UnsentInvite } from '@/entities/invite'
import { type BatchOutcome, runBatch, formatNumber } from '@/shared/lib'
import { Button, useToast } from '@/shared/ui'
import { useBulkMutations } from '../api/use-bulk-mutations'

/**
 * TEAM-22: sends every not-sent address again (4 at a time, one seat refresh). The rows show
 * each outcome, so the run needs no dialog: those that fail again stay with their new reason.
 */
export function RetryAllUnsent({ unsent }: { unsent: readonly UnsentInvite[] }) {
  const calls = useBulkMutations()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  if (unsent.length < 2) return null
  const retryAll = async () => {
    setBusy(true)
    const outcomes: BatchOutcome<unknown>[] = await runBatch(unsent, ({ email, role }) =>
      calls.resend({ email, role }),
    )
    setBusy(false)
    void calls.refresh(false)
    const sent = outcomes.filter((o) => o.ok).length
    const failure = outcomes.find((o) => !o.ok)
    if (sent > 0) toast(INVITE_CHANGE_MESSAGES.resentMany(sent))
    if (failure && !failure.ok) toast(resendErrorMessage(failure.error), 'error')
  }
  return (
    <Button variant="secondary" busy={busy} onClick={() => void retryAll()}>
      Retry all not sent ({formatNumber(unsent.length)})
    </Button>
  )
}
