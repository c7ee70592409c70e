import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form'
import { SelectField, type SelectFieldProps } from './select'

type Props<T extends FieldValues, Context, Out> = Omit<
  SelectFieldProps,
  'value' | 'onValueChange' | 'error' | 'ref'
> & {
  /** The form's control, whatever its resolver's context and the values its submit hands on. */
  control: Control<T, Context, Out>
  /** A field holding one of the options' values. */
  name: FieldPathByValue<T, string>
}

/**
 * A SelectField bound to a react-hook-form field: its value, its changes and its error, and the
 * form's handle to focus it when a submit finds it invalid.
 */
export function FormSelect<T extends FieldValues, Context, Out>({
  control,
  name,
  ...props
}: Props<T, Context, Out>) {
  const { field, fieldState } = useController({ control, name })
  const { ref, value, onChange } = field
  return (
    <SelectField
      {...props}
      ref={ref}
      value={value}
      onValueChange={onChange}
      error={fieldState.error?.message}
    />
  )
}
