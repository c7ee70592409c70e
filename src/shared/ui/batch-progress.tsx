import { cn, formatNumber } from '@/shared/lib'

interface Props {
  /** What is being done, e.g. "Sending invitations". */
  label: string
  settled: number
  total: number
  failed: number
  className?: string
}

/** A labelled progress bar with "N of M" and the failures so far, announced politely. */
export function BatchProgress({ label, settled, total, failed, className }: Props) {
  const percent = total === 0 ? 0 : Math.round((settled / total) * 100)
  const done = `${formatNumber(settled)} of ${formatNumber(total)}`
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{label}</span>
        <span aria-live="polite" className="text-muted-foreground tabular-nums">
          {done}
          {failed > 0 ? `, ${formatNumber(failed)} failed` : ''}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={settled}
        aria-valuetext={done}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] motion-reduce:transition-none',
            failed > 0 ? 'bg-destructive' : 'bg-primary',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
