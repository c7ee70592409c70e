import { useId } from 'react'
import { SCHEDULE_NAMES, type Schedule } from '../model/plans'
import { cn } from '@/shared/lib'

const SCHEDULES: readonly Schedule[] = ['monthly', 'annual']

/** Monthly/Annual as a native radio group: arrow keys move, names are exactly the schedules. */
export function ScheduleToggle({
  value,
  onChange,
  hint,
}: {
  value: Schedule
  onChange: (schedule: Schedule) => void
  hint?: string
}) {
  const name = useId()
  const hintId = `${name}-hint`
  return (
    <fieldset
      className="flex flex-col items-center gap-2"
      aria-describedby={hint ? hintId : undefined}
    >
      <legend className="sr-only">Billing schedule</legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900">
        {SCHEDULES.map((schedule) => (
          <label
            key={schedule}
            className={cn(
              'cursor-pointer rounded-md px-5 py-1.5 text-sm font-medium transition-colors',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600',
              value === schedule
                ? 'bg-indigo-600 text-white dark:bg-indigo-500'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
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
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </fieldset>
  )
}
