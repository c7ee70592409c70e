import { useMemo } from 'react'
import { inviteErrorMessage, type Invite, type InviteValues } from '@/entities/invite'
import { wasNotStarted, type BatchRow, type BatchRowState } from '@/shared/lib'
import { BatchProgress } from '@/shared/ui'
import { INVITE_MANY_MESSAGES as M } from '../model/invite-many-messages'
import { AddressTable, type AddressRow } from './address-table'

const STATE_TEXT: Record<Exclude<BatchRowState, 'failed'>, string> = {
  queued: 'Waiting',
  running: 'Sending…',
  done: 'Invited',
}

// Rows "Stop sending" kept from starting were never sent.
const failureText = (error: unknown) =>
  wasNotStarted(error) ? M.notSent : inviteErrorMessage(error)

function toRow(row: BatchRow<InviteValues, Invite>, index: number): AddressRow {
  const failed = row.state === 'failed'
  return {
    key: index,
    email: row.item.email,
    role: row.item.role === 'admin' ? 'Admin' : 'Member',
    // INVITE-6: each failure in the words of TEAM-4 (rate limits included).
    status: row.state === 'failed' ? failureText(row.error) : STATE_TEXT[row.state],
    tone: failed ? 'problem' : row.state === 'done' ? 'ok' : 'muted',
  }
}

type Props = {
  rows: readonly BatchRow<InviteValues, Invite>[]
  running: boolean
  settled: number
  failed: number
}

/** INVITE-5, INVITE-6: progress, then each address's result; failures first once finished. */
export function SendResults({ rows, running, settled, failed }: Props) {
  const view = useMemo(() => {
    const all = rows.map(toRow)
    return running
      ? all
      : [...all.filter((r) => r.tone === 'problem'), ...all.filter((r) => r.tone !== 'problem')]
  }, [rows, running])
  return (
    <div className="flex flex-col gap-3">
      <BatchProgress
        label="Sending invitations"
        settled={settled}
        total={rows.length}
        failed={failed}
      />
      <AddressTable label="Invitation results" statusHeader="Result" rows={view} />
    </div>
  )
}
