import type { TextareaHTMLAttributes } from 'react'
import { Field, type FieldProps } from './field'

export type TextAreaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className'
> &
  FieldProps & { ref?: React.Ref<HTMLTextAreaElement> }

/** A labelled multi-line input, styled like TextField, with an inline error. */
export function TextAreaField({
  label,
  error,
  hint,
  hideLabel,
  className,
  id,
  ...rest
}: TextAreaFieldProps) {
  return (
    <Field {...{ label, error, hint, hideLabel, className, id }}>
      {(control) => <textarea {...control} {...rest} />}
    </Field>
  )
}
