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
    // The switch drops below the text only where the text would get less than 12rem (large text).
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
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
        // The button is the 44 x 44 px hit area on touch screens; the track inside is the look.
        className={cn(
          'group inline-flex shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
          'pointer-coarse:-my-2.5 pointer-coarse:size-11 pointer-coarse:rounded-lg',
        )}
      >
        {/* Forced colours drop backgrounds: the border (transparent until then) draws the
            track, and the thumb and an on track take system colours, so on and off still show. */}
        <span
          className={cn(
            'inline-flex h-6 w-11 items-center rounded-full border-2 border-transparent bg-muted-foreground/60 transition-colors group-data-[state=checked]:bg-primary',
            'forced-colors:border-[ButtonText] forced-colors:group-disabled:border-[GrayText] forced-colors:group-data-[state=checked]:bg-[Highlight]',
          )}
        >
          <S.Thumb
            className={cn(
              'block size-5 translate-x-0 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 motion-reduce:transition-none',
              'forced-colors:bg-[ButtonText] forced-colors:group-disabled:bg-[GrayText] forced-colors:data-[state=checked]:bg-[HighlightText]',
            )}
          />
        </span>
      </S.Root>
    </div>
  )
}
