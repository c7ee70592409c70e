import type { ComponentProps } from 'react'
import { BulkTools, SelectionActions, useBulkActions } from '@/features/bulk-actions'
import { MembersPanel } from '@/features/team-members'

type Props = Omit<ComponentProps<typeof MembersPanel>, 'tools' | 'selectionActions'>

/** The members table with the bulk actions on its selection (two features, composed here). */
export function MembersTab(props: Props) {
  const bulk = useBulkActions(props.members, props.selfId)
  return (
    <MembersPanel
      {...props}
      tools={
        props.admin ? (selection) => <BulkTools bulk={bulk} selection={selection} /> : undefined
      }
      selectionActions={(selection) => <SelectionActions bulk={bulk} selection={selection} />}
    />
  )
}
