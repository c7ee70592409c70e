import { useId, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react'
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
  /**
   * Shows a look-alike trigger until the field is focused or pressed. A Radix Select costs
   * several milliseconds to mount: for selects in long lists and on a page's first render.
   */
  mountOnUse?: boolean
  /** Focuses the trigger, real or look-alike: a form library's handle to its first invalid field. */
  ref?: Ref<{ focus: () => void }>
}

/** A closed select's look, Radix or the browser's own (NativeSelect). */
export const selectLookClass =
  'min-h-9 pointer-coarse:min-h-11 rounded-md border border-input bg-card py-1.5 text-base text-card-foreground md:text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring data-[placeholder]:text-muted-foreground'

const triggerClass = cn(
  'inline-flex items-center justify-between gap-2 px-3 disabled:cursor-not-allowed disabled:opacity-70 aria-[invalid=true]:border-destructive',
  selectLookClass,
)

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
  mountOnUse = false,
  ref,
}: SelectFieldProps) {
  const id = useId()
  // How the real select was asked for: focused, or pressed (so it opens as it mounts).
  const [woken, setWoken] = useState<'focus' | 'open' | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const focusTrigger = () => box.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus()
  useImperativeHandle(ref, () => ({ focus: focusTrigger }), [])
  useLayoutEffect(() => {
    if (woken) focusTrigger()
  }, [woken])
  // What the trigger, real or look-alike, tells assistive technology. A hidden label names the
  // control alone (a visually hidden text would be read twice); the error is read with it.
  const aria: TriggerAria = {
    ...(hideLabel ? { 'aria-label': label } : { 'aria-labelledby': `${id}-label` }),
    ...(error ? { 'aria-describedby': `${id}-error`, 'aria-invalid': true } : {}),
  }
  const wake = (how: 'focus' | 'open') =>
    disabled ? undefined : setWoken((was) => (was === 'open' ? 'open' : how))

  return (
    <div ref={box} className={cn('flex flex-col gap-1', className)}>
      {hideLabel ? null : (
        <span id={`${id}-label`} className="text-sm font-medium text-foreground">
          {label}
        </span>
      )}
      {mountOnUse && !woken ? (
        <LookAlike
          aria={aria}
          chosen={options.find((o) => o.value === value)?.label}
          placeholder={placeholder}
          disabled={disabled}
          onWake={wake}
        />
      ) : (
        <S.Root
          value={value}
          onValueChange={onValueChange}
          disabled={disabled}
          defaultOpen={woken === 'open'}
        >
          <S.Trigger {...aria} className={triggerClass}>
            <span className="min-w-0 truncate">
              <S.Value placeholder={placeholder} />
            </span>
            <S.Icon asChild>
              <ChevronDown className="size-4 shrink-0 opacity-70" />
            </S.Icon>
          </S.Trigger>
          <S.Portal>
            <S.Content
              ref={inertOutside}
              position="popper"
              sideOffset={4}
              // At most the room beside the field: a long list scrolls inside rather than off the screen.
              className="z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
            >
              <S.Viewport>
                {options.map((o) => (
                  <S.Item
                    key={o.value}
                    value={o.value}
                    className="flex cursor-pointer items-center rounded px-2 py-1.5 text-sm outline-none pointer-coarse:min-h-11 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[highlighted]:ring-2 data-[highlighted]:ring-ring data-[highlighted]:ring-inset data-[state=checked]:font-semibold"
                  >
                    <S.ItemText>{o.label}</S.ItemText>
                  </S.Item>
                ))}
              </S.Viewport>
            </S.Content>
          </S.Portal>
        </S.Root>
      )}
      {error ? <InlineError id={`${id}-error`}>{error}</InlineError> : null}
    </div>
  )
}

/**
 * While a list is open, everything outside it is inert. Radix only hides it with aria-hidden,
 * which leaves its controls focusable as far as axe can tell (radix-ui/primitives#2459); the list
 * already keeps the focus, so what can be reached does not change. Undone as the list closes,
 * before Radix gives the trigger its focus back.
 */
function inertOutside(list: HTMLElement | null) {
  if (!list) return
  const outside = [...document.body.children].filter(
    (el) => !el.contains(list) && !el.hasAttribute('inert'),
  )
  outside.forEach((el) => el.setAttribute('inert', ''))
  return () => outside.forEach((el) => el.removeAttribute('inert'))
}

type TriggerAria = {
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  'aria-invalid'?: true
}

type LookAlikeProps = {
  aria: TriggerAria
  chosen: string | undefined
  placeholder: string | undefined
  disabled: boolean | undefined
  onWake: (how: 'focus' | 'open') => void
}

/** Radix's closed trigger, without Radix: the same element, classes and name. */
function LookAlike({ aria, chosen, placeholder, disabled, onWake }: LookAlikeProps) {
  return (
    <button
      type="button"
      role="combobox"
      {...aria}
      aria-expanded="false"
      aria-autocomplete="none"
      disabled={disabled}
      // As Radix marks its trigger: a placeholder reads as one (muted), not as a chosen value.
      data-placeholder={chosen === undefined ? '' : undefined}
      className={triggerClass}
      onPointerDown={(event) => {
        // Opened here, not focused first: the first press shows the options.
        event.preventDefault()
        onWake('open')
      }}
      onClick={() => onWake('open')}
      onFocus={() => onWake('focus')}
    >
      <span className="min-w-0 truncate">{chosen ?? placeholder}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-70" />
    </button>
  )
}
