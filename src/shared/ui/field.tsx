import { useId, type ReactNode } from 'react'
import { clsx } from 'clsx'
import { InlineError } from './inline-error'

export const inputClass =
  'block w-full rounded-md border border-input bg-card px-3 py-2 pointer-coarse:min-h-11 text-base text-card-foreground md:text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:bg-muted disabled:text-muted-foreground aria-[invalid=true]:border-destructive'

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

/**
 * Label, hint and inline error around one control, wired so screen readers hear all three.
 * Classes are joined with clsx, not cn: fields ship in the first /login load (see Button).
 */
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
    <div className={clsx('flex flex-col gap-1', className)}>
      <label
        htmlFor={controlId}
        className={clsx('text-sm font-medium text-foreground', hideLabel && 'sr-only')}
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
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <InlineError id={errorId}>{error}</InlineError> : null}
    </div>
  )
}
