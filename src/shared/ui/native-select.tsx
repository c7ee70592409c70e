import { useId, useState } from 'react'
import ChevronDown from 'lucide-react/icons/chevron-down'
import { afterPaint, cn } from '@/shared/lib'
import { selectLookClass, type SelectOption } from './select'

const selectClass = cn(
  'block w-full min-w-0 cursor-pointer appearance-none truncate pr-9 pl-3',
  selectLookClass,
)

type Props = {
  label: string
  /** Named by its label alone, not shown: a table cell's control. */
  hideLabel?: boolean
  value: string
  /** A change whose value arrives later returns a promise: the pick shows until it settles. */
  onValueChange: (value: string) => Promise<unknown> | void
  options: readonly SelectOption[]
  /** Shown, and not offered as a choice, while the value is none of the options. */
  placeholder?: string
  /**
   * With a mouse, the options open in the page where the browser can (`in-page-picker`,
   * styles.css), not in a pop-up the browser builds on each opening. For short values only: the
   * browser then draws the value itself, and a long one runs past the box instead of truncating.
   * Not in a dialog: Escape in those options would reach the dialog's own Escape and close it.
   */
  optionsInPage?: boolean
  className?: string
}

/**
 * The browser's own select, drawn as SelectField's closed trigger. For the team table's filters,
 * each row's role and Invite many's role: it mounts and opens with no popper, focus scope or
 * page-wide style writes (a Radix Select's opening task was ~600 ms at 4× CPU on BigCorp's team
 * page), and phones show their own picker.
 */
export function NativeSelect({
  label,
  hideLabel,
  value,
  onValueChange,
  options,
  placeholder,
  optionsInPage,
  className,
}: Props) {
  const id = useId()
  // The pick shows at once, until its change settles. React restores a controlled select to its
  // value, and an optimistic update arrives a task later: the old value would show until then.
  const [picked, setPicked] = useState<{ value: string } | null>(null)
  const shown = picked?.value ?? value
  const chosen = options.some((o) => o.value === shown)
  return (
    <div className={className}>
      {hideLabel ? null : (
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-foreground">
          {label}
        </label>
      )}
      <div className="relative">
        <select
          id={id}
          aria-label={hideLabel ? label : undefined}
          value={chosen ? shown : ''}
          onChange={(event) => {
            // Its own token: an earlier change settling does not take a later pick away.
            const pick = { value: event.target.value }
            setPicked(pick)
            // The pick paints before the change's work (a role's re-sort of BigCorp's rows).
            afterPaint(
              () =>
                void Promise.resolve(onValueChange(pick.value)).finally(() =>
                  setPicked((now) => (now === pick ? null : now)),
                ),
            )
          }}
          data-placeholder={chosen ? undefined : ''}
          className={cn(selectClass, optionsInPage && 'in-page-picker')}
        >
          {chosen ? null : (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-70"
        />
      </div>
    </div>
  )
}
