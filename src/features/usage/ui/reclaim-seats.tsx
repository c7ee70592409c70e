import { useMemo, useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { memberQueries, type Member } from '@/entities/member'
import { useOrganisation } from '@/entities/organisation'
import { formatPrice } from '@/entities/plan'
import { useCurrentUser } from '@/entities/session'
import { lastActiveText, usageMemberQueries } from '@/entities/usage'
import { cn, formatCount, formatDate, formatNumber } from '@/shared/lib'
import { Button, Card, EmailText, ShowMoreButton, useShowMore } from '@/shared/ui'
import { buildUsageRows, sortUsageRows } from '../lib/usage-rows'
import { bucketRows, dryRun } from '../model/reclaim'
import { COLUMNS, RECLAIM, USAGE_MESSAGES as M } from '../model/usage-messages'
import { BUCKETS, type Bucket } from '../model/usage-search.schema'

const LABEL: Record<Bucket, string> = { never: M.neverActive, inactive: M.inactive }

/** USAGE-9: what removing the selection does to the seats and the next invoice. */
function DryRunSummary({ count }: { count: number }) {
  const { subscription } = useOrganisation()
  const run = dryRun(count, subscription)
  const money = (n: number) => formatPrice(n)
  const change = run.invoice ? run.invoice.after - run.invoice.before : 0
  return (
    <ul aria-label="Dry run" className="my-3 space-y-1 text-sm">
      <li className="font-medium">{RECLAIM.remove(formatCount(count, 'member', 'members'))}</li>
      {run.invoice ? (
        <>
          <li>{RECLAIM.frees(formatCount(run.invoice.freed, 'seat', 'seats'))}</li>
          <li>
            {RECLAIM.invoice(
              money(run.invoice.before),
              money(run.invoice.after),
              change === 0 ? money(0) : `−${money(-change)}`,
            )}
          </li>
          <li className="text-muted-foreground">
            {RECLAIM.paidUntil(formatDate(run.invoice.paidUntil))}
          </li>
        </>
      ) : null}
    </ul>
  )
}

type Props = { bucket: Bucket; onRemove: (members: readonly Member[]) => void }

/** USAGE-8: the two buckets, people to select in each, the dry run and Remove N members. */
export function ReclaimSeats({ bucket, onRemove }: Props) {
  const usage = useSuspenseQuery(usageMemberQueries.list()).data
  const members = useSuspenseQuery(memberQueries.list()).data
  const { userId } = useCurrentUser()
  const now = Date.parse(usage.as_of)
  const { offered, grace } = useMemo(() => {
    const rows = sortUsageRows(buildUsageRows(members, usage.members), 'active')
    return bucketRows(rows, bucket, now, userId, members)
  }, [members, usage, bucket, now, userId])
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set())
  // Whoever left the bucket (removed, or dictated since) is no longer selected.
  const selected = offered.filter((r) => picked.has(r.member.userId))
  const { visible, more, showMore } = useShowMore(offered)
  const toggle = (id: string, on: boolean) =>
    setPicked((old) => {
      const next = new Set(old)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const all = offered.length > 0 && selected.length === offered.length

  return (
    <Card className="mb-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{M.reclaim}</h2>
        <Link
          from="/app/usage"
          to="/app/usage"
          search={(s) => ({ ...s, reclaim: undefined })}
          className="inline-flex items-center text-sm underline pointer-coarse:min-h-11 pointer-coarse:min-w-11"
        >
          {RECLAIM.close}
        </Link>
      </div>
      <nav aria-label={M.reclaim} className="mb-3 flex flex-wrap gap-1">
        {BUCKETS.map((b) => (
          <Link
            key={b}
            from="/app/usage"
            to="/app/usage"
            search={(s) => ({ ...s, reclaim: b })}
            replace
            aria-current={b === bucket ? 'true' : undefined}
            className={cn(
              'inline-flex items-center rounded-md px-3 py-1.5 text-sm pointer-coarse:min-h-11',
              b === bucket ? 'bg-primary text-primary-foreground' : 'border border-border',
            )}
          >
            {LABEL[b]}
          </Link>
        ))}
      </nav>
      {grace > 0 ? (
        <p className="mb-2 text-sm text-muted-foreground">
          {RECLAIM.grace(formatNumber(grace), grace === 1)}
        </p>
      ) : null}
      {offered.length === 0 ? (
        <p className="text-sm text-muted-foreground">{M.bucketEmpty}</p>
      ) : (
        <>
          <label className="mb-1 flex cursor-pointer items-center gap-3 px-1 text-sm font-medium pointer-coarse:min-h-11">
            <input
              type="checkbox"
              checked={all}
              onChange={(e) =>
                setPicked(new Set(e.target.checked ? offered.map((r) => r.member.userId) : []))
              }
              className="size-4 accent-primary pointer-coarse:size-5"
            />
            {RECLAIM.selectAll(formatNumber(offered.length))}
          </label>
          <ul aria-label={LABEL[bucket]} className="mb-2 divide-y divide-border text-sm">
            {visible.map((r) => (
              <li key={r.member.userId}>
                {/* The whole row is the checkbox's label: a large press target on touch screens. */}
                <label className="flex cursor-pointer items-start gap-3 rounded-md px-1 py-2 hover:bg-accent pointer-coarse:min-h-11">
                  <input
                    type="checkbox"
                    checked={picked.has(r.member.userId)}
                    onChange={(e) => toggle(r.member.userId, e.target.checked)}
                    className="mt-1 size-4 shrink-0 accent-primary pointer-coarse:size-5"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="font-medium">{r.name}</span>{' '}
                    <span className="text-muted-foreground [overflow-wrap:anywhere]">
                      <EmailText value={r.member.email} />
                    </span>
                    <span className="block text-muted-foreground">
                      {COLUMNS.active}: {lastActiveText(r.usage.last_active_at, now)}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <ShowMoreButton more={more} onClick={showMore} />
        </>
      )}
      {selected.length > 0 ? (
        <>
          <DryRunSummary count={selected.length} />
          <Button variant="danger" onClick={() => onRemove(selected.map((r) => r.member))}>
            {RECLAIM.remove(formatCount(selected.length, 'member', 'members'))}
          </Button>
        </>
      ) : null}
    </Card>
  )
}
