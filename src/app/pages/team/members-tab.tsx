import type { ComponentProps } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useExtensions } from '@/entities/capabilities'
import { isInactive, usageMemberQueries } from '@/entities/usage'
import { BulkTools, SelectionActions, useBulkActions } from '@/features/bulk-actions'
import { MembersPanel } from '@/features/team-members'
import { formatNumber } from '@/shared/lib'
import { buttonClass } from '@/shared/ui'

type Props = Omit<ComponentProps<typeof MembersPanel>, 'tools' | 'selectionActions' | 'usage'>

/**
 * The members table with the bulk actions on its selection (two features, composed here), and
 * with the usage extension, for admins, its Last active column and the chip to the reclaim view
 * (USAGE-11): the one usage query the usage page reads too, started by the team loader.
 */
export function MembersTab(props: Props) {
  const bulk = useBulkActions(props.members, props.selfId)
  const extensions = useExtensions()
  const withUsage = props.admin && extensions.includes('usage')
  const usage = useQuery({ ...usageMemberQueries.list(), enabled: withUsage }).data
  const inactive = usage ? usage.members.filter((u) => isInactive(u, Date.parse(usage.as_of))) : []
  return (
    <MembersPanel
      {...props}
      usage={withUsage ? usage?.members : undefined}
      tools={
        props.admin
          ? (selection) => (
              <>
                {usage && withUsage ? (
                  <Link
                    to="/app/usage"
                    search={{ reclaim: 'inactive' }}
                    className={buttonClass('secondary')}
                  >
                    Inactive 30+ days ({formatNumber(inactive.length)})
                  </Link>
                ) : null}
                <BulkTools bulk={bulk} selection={selection} />
              </>
            )
          : undefined
      }
      selectionActions={(selection) => <SelectionActions bulk={bulk} selection={selection} />}
    />
  )
}
