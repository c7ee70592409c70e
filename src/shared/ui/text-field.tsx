import type { InputHTMLAttributes } from 'react'
import { Field, type FieldProps } from './field'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> &
  FieldProps & { ref?: React.Ref<HTMLInputElement> }

/** A labelled input with an inline error that screen readers hear with the field. */
export function TextField({
  label,
  error,
  hint,
  hideLabel,
  className,
  id,
  ...rest
}: TextFieldProps) {
  return (
    <Field {...{ label, error, hint, hideLabel, className, id }}>
      {(control) => <input {...control} {...rest} />}
    </Field>
  )
}
