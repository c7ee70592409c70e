import { memo, useState } from 'react'
import type { Invite } from '@/entities/invite'
import type { Member } from '@/entities/member'
import {
  type BatchRow,
  type BatchRowState,
  type BatchRun,
  useBatch,
  formatCount,
} from '@/shared/lib'
import { BatchProgress, Button, ConfirmDialog, Dialog, EmailText } from '@/shared/ui'
import { useBulkMutations } from '../api/use-bulk-mutations'
import type { BulkAction, BulkPlan } from '../model/bulk-plan'
import { resultText, wording } from '../model/bulk-wording'

export type BulkRequest = { action: BulkAction; plan: BulkPlan }

type Item = { email: string; target: Member | Invite; run: (batch: string) => Promise<unknown> }

const TONE: Record<BatchRowState, string> = {
  queued: 'text-muted-foreground',
  running: 'text-muted-foreground',
  done: 'text-success',
  failed: 'text-destructive',
}

// Memoised: a run updates the list once a frame, and only changed rows re-render.
const ResultItem = memo(function ResultItem({
  action,
  row,
}: {
  action: BulkAction
  row: BatchRow<Item, unknown>
}) {
  return (
    <li className="flex flex-col border-b border-border py-1.5 last:border-b-0 sm:flex-row sm:gap-3">
      <span className="min-w-0 truncate font-medium sm:flex-1" title={row.item.email}>
        {row.item.email}
      </span>
      <span className={TONE[row.state]}>{resultText(action, row)}</span>
    </li>
  )
})

type Props = {
  request: BulkRequest
  onClose: () => void
  /** The members or invitations the action reached (their selection can go). */
  onSucceeded: (reached: readonly (Member | Invite)[]) => void
}

/**
 * TEAM-25: one confirm dialog naming the count and who is left out and why, then a progress
 * dialog with each row's result, Retry failed, and one refresh per run.
 */
export function BulkRun({ request, onClose, onSucceeded }: Props) {
  const { action, plan } = request
  const calls = useBulkMutations()
  const [phase, setPhase] = useState<'confirm' | 'run'>('confirm')
  const batch: BatchRun<Item, unknown> = useBatch<Item, unknown>({
    // AUDIT-5: the run's id goes with each row's call, so the audit log groups them.
    work: (item, batch) => item.run(batch),
    onFinish: (rows) => {
      void calls.refresh(action.kind === 'remove')
      onSucceeded(rows.filter((r) => r.state === 'done').map((r) => r.item.target))
    },
  })
  const items: Item[] =
    plan.kind === 'members'
      ? plan.targets.map((m) => ({
          email: m.email,
          target: m,
          run: (batch: string) =>
            action.kind === 'role'
              ? calls.changeRole({ userId: m.userId, role: action.role, batch })
              : calls.remove({ userId: m.userId, batch }),
        }))
      : plan.targets.map((i) => ({
          email: i.email,
          target: i,
          run: (batch: string) =>
            action.kind === 'resend'
              ? calls.resend({ email: i.email, role: i.role, batch })
              : calls.revoke({ email: i.email, batch }),
        }))
  const words = wording(action, items.length)

  return (
    <>
      <ConfirmDialog
        open={phase === 'confirm'}
        onOpenChange={(open) => !open && onClose()}
        title={words.title}
        description={words.ask}
        confirmLabel={words.confirm}
        tone={words.tone}
        confirmDisabled={items.length === 0}
        onConfirm={() => {
          setPhase('run')
          void batch.start(items)
        }}
      >
        {plan.excluded.length > 0 ? (
          <div className="text-sm">
            <p className="font-medium">
              {formatCount(plan.excluded.length, 'person is', 'people are')} left out:
            </p>
            <ul className="mt-1 max-h-40 overflow-y-auto">
              {plan.excluded.map((x) => (
                <li key={x.email} className="py-0.5">
                  <span className="font-medium [overflow-wrap:anywhere]">
                    <EmailText value={x.email} />
                  </span>
                  <span className="text-muted-foreground">: {x.reason}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </ConfirmDialog>
      <Dialog
        open={phase === 'run'}
        // Not dismissed mid-run: Stop ends it, Close once every row has settled.
        onOpenChange={(open) => !open && !batch.running && onClose()}
        title={words.progress}
      >
        <BatchProgress
          label={words.progress}
          settled={batch.settled}
          total={batch.total}
          failed={batch.failed}
        />
        <ul aria-label="Results" className="mt-3 max-h-72 overflow-y-auto text-sm">
          {batch.rows.map((row, i) => (
            <ResultItem key={i} action={action} row={row} />
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {batch.running ? (
            <Button variant="secondary" onClick={batch.cancel}>
              Stop
            </Button>
          ) : (
            <>
              {batch.failed > 0 ? (
                <Button variant="secondary" onClick={() => void batch.retryFailed()}>
                  Retry failed
                </Button>
              ) : null}
              <Button onClick={onClose}>Close</Button>
            </>
          )}
        </div>
      </Dialog>
    </>
  )
}
