import { BulkBar } from './bulk-bar'
import { BulkRun } from './bulk-run'
import type { BulkActions, BulkSelection } from './use-bulk-actions'

type Props = { bulk: BulkActions; selection: BulkSelection }

/** TEAM-25: the bar for the selected rows, and the dialogs of the action asked for. */
export function SelectionActions({ bulk, selection }: Props) {
  const { request } = bulk
  const { members, invites } = selection
  return (
    <>
      {/* Hidden while an action's dialogs are open: its counts change as rows go. */}
      {members.length + invites.length > 0 && !request ? (
        <BulkBar
          members={members.length}
          invites={invites.length}
          hidden={selection.hidden}
          onAction={(action) => bulk.ask(action, selection)}
          onClear={selection.clear}
          returnFocusTo={bulk.cancelled}
        />
      ) : null}
      {request ? (
        <BulkRun
          key={request.id}
          request={request.req}
          onClose={bulk.close}
          onSucceeded={selection.deselect}
        />
      ) : null}
    </>
  )
}
