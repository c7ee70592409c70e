import { useId } from 'react'
import { Select as S } from 'radix-ui'
import ChevronDown from 'lucide-react/icons/chevron-down'
import { cn } from '@/shared/lib'
import { InlineError } from './inline-error'

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
  /** Mounts with the options open (a look-alike trigger was just pressed). */
  defaultOpen?: boolean
}

const triggerClass =
  'inline-flex min-h-9 pointer-coarse:min-h-11 items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-1.5 text-base text-card-foreground md:text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-70'

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
  defaultOpen,
}: SelectFieldProps) {
  const id = useId()
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <span
        id={`${id}-label`}
        className={cn('text-sm font-medium text-foreground', hideLabel && 'sr-only')}
      >
        {label}
      </span>
      <S.Root
        value={value}
        onValueChange={onValueChange}
        disabled={disabled}
        defaultOpen={defaultOpen}
      >
        <S.Trigger
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          className={triggerClass}
        >
          <S.Value placeholder={placeholder} />
          <S.Icon asChild>
            <ChevronDown className="size-4 shrink-0 opacity-70" />
          </S.Icon>
        </S.Trigger>
        <S.Portal>
          <S.Content
            position="popper"
            sideOffset={4}
            className="z-50 min-w-[var(--radix-select-trigger-width)] rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
          >
            <S.Viewport>
              {options.map((o) => (
                <S.Item
                  key={o.value}
                  value={o.value}
                  className="flex cursor-pointer items-center rounded px-2 py-1.5 text-sm outline-none pointer-coarse:min-h-11 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[state=checked]:font-semibold"
                >
                  <S.ItemText>{o.label}</S.ItemText>
                </S.Item>
              ))}
            </S.Viewport>
          </S.Content>
        </S.Portal>
      </S.Root>
      {error ? <InlineError>{error}</InlineError> : null}
    </div>
  )
}
