import { formatNumber } from '@/shared/lib'
import { Button } from '@/shared/ui'
import { RetryAllUnsent } from './retry-unsent'
import type { BulkActions, BulkSelection } from './use-bulk-actions'

type Props = { bulk: BulkActions; selection: BulkSelection }

/** Admins' actions on the whole list, beside Export CSV: retry the not sent, resend the expired. */
export function BulkTools({ bulk, selection }: Props) {
  const { expired, unsent } = selection
  return (
    <>
      <RetryAllUnsent unsent={unsent} />
      {expired.length > 0 ? (
        <Button
          variant="secondary"
          data-command="resend-expired"
          onClick={() => bulk.ask({ kind: 'resend' }, selection)}
        >
          Resend all expired ({formatNumber(expired.length)})
        </Button>
      ) : null}
    </>
  )
}
