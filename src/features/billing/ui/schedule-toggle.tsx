import { RadioGroup } from 'radix-ui'
import { SCHEDULE_NAMES, type Schedule } from '@/entities/plan'

const OPTIONS: readonly Schedule[] = ['monthly', 'annual']

/** Monthly / Annual as a radio group (arrow keys move between the two). */
export function ScheduleToggle({
  value,
  onChange,
}: {
  value: Schedule
  onChange: (schedule: Schedule) => void
}) {
  return (
    <RadioGroup.Root
      aria-label="Billing schedule"
      value={value}
      onValueChange={(v) => onChange(v as Schedule)}
      orientation="horizontal"
      className="inline-flex rounded-lg border border-slate-300 bg-slate-100 p-1 dark:border-slate-600 dark:bg-slate-800"
    >
      {OPTIONS.map((schedule) => (
        <RadioGroup.Item
          key={schedule}
          value={schedule}
          className="rounded-md px-4 py-1.5 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=checked]:bg-white data-[state=checked]:text-slate-900 data-[state=checked]:shadow-sm dark:text-slate-300 dark:data-[state=checked]:bg-slate-900 dark:data-[state=checked]:text-slate-50"
        >
          {SCHEDULE_NAMES[schedule]}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  )
}
