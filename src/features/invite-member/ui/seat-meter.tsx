import type { Subscription } from '@/entities/organisation'
import { formatCount } from '@/shared/lib'
import { seatCounterText, seatUse } from '../lib/seat-cost'

type Props = {
  subscription: Subscription | null
  members: readonly unknown[]
  invites: readonly { status: string }[]
}

const pct = (n: number, of: number) => `${of > 0 ? Math.min(100, (n / of) * 100) : 0}%`

/**
 * INVITE-10: the seat line (TEAM-5) over a bar of billed seats, split into members and pending
 * invitations, with the three counts in words (the bar is never the only way to read them).
 */
export function SeatMeter({ subscription, members, invites }: Props) {
  const use = seatUse(subscription, members, invites)
  const counts = [
    formatCount(use.members, 'member', 'members'),
    formatCount(use.pending, 'pending invitation', 'pending invitations'),
    ...(use.billed === null ? [] : [formatCount(use.billed, 'billed seat', 'billed seats')]),
  ]
  const max = Math.max(use.billed ?? 0, use.inUse ?? 0, use.members + use.pending)
  // No subscription, no bar (TEAM-5): then no legend dots for it either.
  const bar = use.billed !== null && use.inUse !== null
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium text-foreground">{seatCounterText(subscription)}</p>
      {bar ? (
        <div
          role="meter"
          aria-label="Seats in use"
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={use.inUse ?? undefined}
          aria-valuetext={`${seatCounterText(subscription)}: ${counts.slice(0, 2).join(', ')}`}
          className="flex h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary" style={{ width: pct(use.members, max) }} />
          <div
            className="h-full bg-primary/40"
            style={{ width: pct(Math.min(use.pending, max - use.members), max) }}
          />
        </div>
      ) : null}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {counts.map((text, i) => (
          <li key={text} className="flex items-center gap-1.5">
            {bar && i < 2 ? (
              <span
                aria-hidden="true"
                className={`size-2 rounded-full ${i === 0 ? 'bg-primary' : 'bg-primary/40'}`}
              />
            ) : null}
            {text}
          </li>
        ))}
      </ul>
    </div>
  )
}
