import type { ButtonHTMLAttributes } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { clsx } from 'clsx'
import { Spinner } from './spinner'

const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-70 aria-busy:cursor-progress aria-busy:opacity-70',
  ],
  {
    variants: {
      // Filled buttons get a transparent border: the size of a secondary one beside them, and
      // their edge in forced colours, which drop the fill. Disabled, they turn muted at full
      // opacity: a faded fill under faded text was unreadable in the dark theme.
      variant: {
        primary:
          'border border-transparent bg-primary text-primary-foreground hover:bg-primary-hover aria-busy:bg-primary/60',
        secondary:
          'border border-input bg-secondary text-secondary-foreground hover:bg-accent hover:text-accent-foreground',
        danger:
          'border border-transparent bg-destructive text-destructive-foreground hover:bg-destructive-hover aria-busy:bg-destructive/60',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
      },
      // Compact for a mouse; 44 x 44 px at least on touch screens (pointer-coarse).
      size: {
        md: 'min-h-9 px-3.5 py-2 text-sm pointer-coarse:min-h-11 pointer-coarse:min-w-11',
        sm: 'min-h-8 px-2.5 py-1 text-xs pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:text-sm',
        icon: 'size-9 shrink-0 p-0 pointer-coarse:size-11',
      },
    },
    compoundVariants: [
      {
        variant: ['primary', 'danger'],
        className:
          'disabled:border-border disabled:bg-muted disabled:text-muted-foreground disabled:opacity-100',
      },
    ],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

type Variant = NonNullable<VariantProps<typeof buttonVariants>['variant']>

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonVariants> & {
    /** Shows progress and ignores a second press while a request is under way (focus stays). */
    busy?: boolean
    busyLabel?: string
    ref?: React.Ref<HTMLButtonElement>
  }

/**
 * A button's classes for something that is not a <button> (a router Link styled as one). Joined
 * with clsx, not cn: buttons ship in the first /login load, where tailwind-merge would cost 8 KiB;
 * change a button's look through its variant and size rather than conflicting classes.
 */
export const buttonClass = (variant: Variant = 'primary', className?: string) =>
  clsx(buttonVariants({ variant }), className)

export function Button({
  variant,
  size,
  busy = false,
  busyLabel,
  className,
  disabled,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx(buttonVariants({ variant, size }), className)}
      // Busy is not disabled: a disabled button drops the keyboard's focus to the page's start.
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // A press while busy does nothing, a form's submit included.
        if (busy) return event.preventDefault()
        onClick?.(event)
      }}
      {...rest}
    >
      {busy ? <Spinner /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}
