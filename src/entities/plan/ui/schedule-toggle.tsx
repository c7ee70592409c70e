import { useId } from 'react'
import { SCHEDULE_NAMES, type Schedule } from '../model/plans'
import { cn } from '@/shared/lib'

const SCHEDULES: readonly Schedule[] = ['monthly', 'annual']

/** Monthly/Annual as a native radio group: arrow keys move, names are exactly the schedules. */
export function ScheduleToggle({
  value,
  onChange,
  hint,
  disabled = false,
}: {
  value: Schedule
  onChange: (schedule: Schedule) => void
  hint?: string
  /** PAY-5: while a checkout opens, the prices on screen stay those being bought. */
  disabled?: boolean
}) {
  const name = useId()
  const hintId = `${name}-hint`
  return (
    <fieldset
      disabled={disabled}
      className="flex flex-col items-center gap-2"
      aria-describedby={hint ? hintId : undefined}
    >
      <legend className="sr-only">Billing schedule</legend>
      {/* Wraps to two lines where large text leaves no room for both side by side. */}
      <div className="inline-flex flex-wrap justify-center rounded-lg border border-input bg-card p-1">
        {SCHEDULES.map((schedule) => (
          <label
            key={schedule}
            className={cn(
              'inline-flex cursor-pointer items-center rounded-md px-5 py-1.5 narrow:px-2.5 text-sm font-medium transition-colors pointer-coarse:min-h-11',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              // Forced colours drop the fill: the chosen one takes the system's selection colours.
              value === schedule
                ? 'bg-primary text-primary-foreground forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]'
                : 'text-foreground hover:bg-accent',
              'has-disabled:cursor-not-allowed has-disabled:opacity-60 has-disabled:hover:bg-transparent',
            )}
          >
            <input
              type="radio"
              name={name}
              value={schedule}
              checked={value === schedule}
              onChange={() => onChange(schedule)}
              className="sr-only"
            />
            {SCHEDULE_NAMES[schedule]}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </fieldset>
  )
}
