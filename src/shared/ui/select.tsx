import { useId } from 'react'
import { Select as S } from 'radix-ui'
import { cn } from '@/shared/lib'

export type SelectOption = { value: string; label: string }

export type SelectFieldProps = {
  label: string
  hideLabel?: boolean
  value: string
  onValueChange: (value: string) => void
  options: readonly SelectOption[]
  disabled?: boolean
  placeholder?: string
  error?: string | undefined
  className?: string
}

/** A labelled select (role combobox) that works from the keyboard. */
export function SelectField({
  label,
  hideLabel,
  value,
  onValueChange,
  options,
  disabled,
  placeholder,
  error,
  className,
}: SelectFieldProps) {
  const id = useId()
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <span
        id={`${id}-label`}
        className={cn(
          'text-sm font-medium text-slate-800 dark:text-slate-200',
          hideLabel && 'sr-only',
        )}
      >
        {label}
      </span>
      <S.Root value={value} onValueChange={onValueChange} disabled={disabled}>
        <S.Trigger
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          className="inline-flex min-h-9 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        >
          <S.Value placeholder={placeholder} />
          <S.Icon aria-hidden="true">▾</S.Icon>
        </S.Trigger>
        <S.Portal>
          <S.Content
            position="popper"
            sideOffset={4}
            className="z-50 min-w-[var(--radix-select-trigger-width)] rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            <S.Viewport>
              {options.map((o) => (
                <S.Item
                  key={o.value}
                  value={o.value}
                  className="cursor-pointer rounded px-2 py-1.5 text-sm text-slate-900 outline-none data-[highlighted]:bg-indigo-50 data-[state=checked]:font-semibold dark:text-slate-100 dark:data-[highlighted]:bg-slate-700"
                >
                  <S.ItemText>{o.label}</S.ItemText>
                </S.Item>
              ))}
            </S.Viewport>
          </S.Content>
        </S.Portal>
      </S.Root>
      {error ? <p className="text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </div>
  )
}
