import type { InputHTMLAttributes } from 'react'
import { Field, type FieldProps } from './field'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> &
  FieldProps & {
    ref?: React.Ref<HTMLInputElement>
    /** Classes for the input itself (`className` styles the field around it). */
    inputClassName?: string
  }

/** A labelled input with an inline error that screen readers hear with the field. */
export function TextField({
  label,
  error,
  hint,
  hideLabel,
  className,
  inputClassName,
  id,
  ...rest
}: TextFieldProps) {
  return (
    <Field {...{ label, error, hint, hideLabel, className, id }}>
      {(control) => (
        <input
          {...control}
          // Joined, not merged: only classes the base does not set (no tailwind-merge on /login).
          className={inputClassName ? `${control.className} ${inputClassName}` : control.className}
          {...rest}
        />
      )}
    </Field>
  )
}
