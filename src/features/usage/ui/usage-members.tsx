import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { memberQueries } from '@/entities/member'
import { useOrganisation } from '@/entities/organisation'
import { usageMemberQueries } from '@/entities/usage'
import { downloadText, formatCount } from '@/shared/lib'
import { Button, Card, Spinner, TextField } from '@/shared/ui'
import {
  buildUsageRows,
  filterUsageRows,
  sortUsageRows,
  usageFileName,
  usageToCsv,
} from '../lib/usage-rows'
import { USAGE_MESSAGES as M } from '../model/usage-messages'
import { UsageMembersTable } from './usage-members-table'

const route = getRouteApi('/app/usage')
// The typed filter reaches the address this long after the last keystroke (as TEAM-23).
const URL_DELAY_MS = 300

/**
 * USAGE-7: the members' table draws a moment after the page's figures, in a render React can
 * pause for input: joining, sorting and drawing 2,000 rows then never holds the page still.
 */
export function UsageMembers() {
  const ready = useDeferredValue(true, false)
  if (ready) return <MembersCard />
  return (
    <Card className="flex min-h-96 items-center justify-center">
      <Spinner />
    </Card>
  )
}

/** USAGE-7: the members' usage with its filter, its sort and Export CSV of the view. */
function MembersCard() {
  const { q, sort = 'active' } = route.useSearch()
  const navigate = route.useNavigate()
  const { name: orgName } = useOrganisation()
  const usage = useSuspenseQuery(usageMemberQueries.list()).data
  const members = useSuspenseQuery(memberQueries.list()).data
  const [text, setText] = useState(q ?? '')
  const filter = useDeferredValue(text)
  useEffect(() => {
    if (text === (q ?? '')) return
    const timer = setTimeout(
      () => void navigate({ search: (s) => ({ ...s, q: text || undefined }), replace: true }),
      URL_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [text, q, navigate])
  const all = useMemo(() => buildUsageRows(members, usage.members), [members, usage])
  const sorted = useMemo(() => sortUsageRows(all, sort), [all, sort])
  const rows = useMemo(() => filterUsageRows(sorted, filter), [sorted, filter])
  const now = Date.parse(usage.as_of)

  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-base font-semibold">{M.members}</h2>
        <Button
          variant="secondary"
          onClick={() => downloadText(usageFileName(orgName), usageToCsv(rows))}
        >
          {M.exportCsv}
        </Button>
      </div>
      <TextField
        label={M.filter}
        type="search"
        autoComplete="off"
        className="mb-2 max-w-md"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <p role="status" className="mb-2 text-sm text-muted-foreground">
        {rows.length ? formatCount(rows.length, 'member', 'members') : M.noMatch}
      </p>
      <UsageMembersTable
        rows={rows}
        sort={sort}
        now={now}
        onSort={(next) =>
          void navigate({ search: (s) => ({ ...s, sort: next === 'active' ? undefined : next }) })
        }
      />
    </Card>
  )
}
