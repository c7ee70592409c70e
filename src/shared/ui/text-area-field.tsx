import { useId, type TextareaHTMLAttributes } from 'react'
import { inputClass } from './text-field'

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string
  error?: string | undefined
  ref?: React.Ref<HTMLTextAreaElement>
}

/** A labelled multi-line input, styled like TextField, with an inline error. */
export function TextAreaField({ label, error, id, ...rest }: TextAreaFieldProps) {
  const auto = useId()
  const fieldId = id ?? auto
  const errorId = `${fieldId}-error`
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <textarea
        id={fieldId}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}
