import { useDeferredValue, useMemo, useState } from 'react'
import type { Invite } from '@/entities/invite'
import type { Member } from '@/entities/member'
import { Button, TextField } from '@/shared/ui'
import { downloadText } from '../lib/download-text'
import { csvFileName, membersToCsv } from '../lib/members-csv'
import { buildTeamRows, filterTeamRows } from '../lib/team-rows'
import { MembersTable } from './members-table'

type Props = {
  members: readonly Member[]
  invites: readonly Invite[]
  admin: boolean
  selfId: string
  orgName: string
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** Filter, count and CSV export over the one table of members and invitations. */
export function MembersPanel({ members, invites, admin, selfId, orgName }: Props) {
  const [filter, setFilter] = useState('')
  // Typing stays urgent; filtering and the table re-render happen behind it.
  const deferredFilter = useDeferredValue(filter)
  const rows = useMemo(() => buildTeamRows(members, invites), [members, invites])
  const visible = useMemo(() => filterTeamRows(rows, deferredFilter), [rows, deferredFilter])
  const shownMembers = visible.filter((r) => r.kind === 'member').length
  const shownInvites = visible.length - shownMembers
  const stale = filter !== deferredFilter

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Filter members"
          type="search"
          placeholder="Name or email"
          autoComplete="off"
          className="min-w-56 flex-1"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <Button
          variant="secondary"
          onClick={() => downloadText(csvFileName(orgName), membersToCsv(members))}
        >
          Export CSV
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {visible.length === 0
          ? 'No members or invitations match this filter'
          : `${plural(shownMembers, 'member', 'members')} and ${plural(shownInvites, 'invitation', 'invitations')}${deferredFilter.trim() ? ' match' : ''}`}
      </p>
      <div className={stale ? 'opacity-70 transition-opacity' : 'transition-opacity'}>
        <MembersTable rows={visible} members={members} admin={admin} selfId={selfId} />
      </div>
    </div>
  )
}
