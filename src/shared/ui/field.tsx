import { useId, type ReactNode } from 'react'
import { cn } from '@/shared/lib'

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:disabled:bg-slate-800 dark:disabled:text-slate-300'

export type FieldProps = {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  hideLabel?: boolean
  id?: string | undefined
  className?: string | undefined
}

/** What a form control needs to be named and described by its label, hint and error. */
export type ControlProps = {
  id: string
  className: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** Label, hint and inline error around one control, wired so screen readers hear all three. */
export function Field({
  label,
  error,
  hint,
  hideLabel,
  id,
  className,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const auto = useId()
  const controlId = id ?? auto
  const errorId = `${controlId}-error`
  const hintId = `${controlId}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ')
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label
        htmlFor={controlId}
        className={cn(
          'text-sm font-medium text-slate-800 dark:text-slate-200',
          hideLabel && 'sr-only',
        )}
      >
        {label}
      </label>
      {children({
        id: controlId,
        className: inputClass,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}
