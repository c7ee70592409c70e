import { useId, type ReactNode } from 'react'
import { Switch as S } from 'radix-ui'
import { cn } from '@/shared/lib'

export type SwitchFieldProps = {
  label: string
  description?: ReactNode
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
  /** Extra content after the label (a tag, a tooltip). */
  adornment?: ReactNode
}

/** A switch (role switch) named by its visible label. */
export function SwitchField({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  adornment,
}: SwitchFieldProps) {
  const id = useId()
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="flex-1">
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="text-sm font-medium text-foreground">
            {label}
          </label>
          {adornment}
        </div>
        {description ? (
          <p id={`${id}-desc`} className="mt-0.5 text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      <S.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-desc` : undefined}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
          'bg-muted-foreground/60 data-[state=checked]:bg-primary',
        )}
      >
        <S.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </S.Root>
    </div>
  )
}
