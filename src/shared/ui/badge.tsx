import type { HTMLAttributes } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import { cn } from '@/shared/lib'

const badgeVariants = cva('inline-flex items-center rounded-full font-semibold whitespace-nowrap', {
  variants: {
    tone: {
      neutral: 'bg-muted text-foreground',
      primary: 'bg-primary-subtle text-primary-subtle-foreground',
      success: 'bg-success-subtle text-success-subtle-foreground',
      warning: 'bg-warning-subtle text-warning-subtle-foreground',
      destructive: 'bg-destructive-subtle text-destructive-subtle-foreground',
      info: 'bg-info-subtle text-info-subtle-foreground',
    },
    size: {
      sm: 'px-2 py-0.5 text-xs',
      md: 'px-2.5 py-1 text-xs',
    },
    /** For a badge that is a link or button: underline on hover and a focus ring. */
    interactive: {
      // The pseudo-element makes the target at least 24 px tall (WCAG 2.5.8), 44 px on touch
      // screens, without moving anything.
      true: 'relative after:absolute after:-inset-y-0.5 after:inset-x-0 pointer-coarse:after:-inset-y-3 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      false: '',
    },
  },
  defaultVariants: { tone: 'neutral', size: 'sm', interactive: false },
})

export type BadgeProps = HTMLAttributes<HTMLSpanElement> &
  VariantProps<typeof badgeVariants> & {
    /** Styles the single child (a Link, a button) instead of rendering a span. */
    asChild?: boolean
  }

/** A short status or plan tag: "Pending", "Expired", "Enterprise", "BAA signed". */
export function Badge({ tone, size, interactive, asChild, className, ...rest }: BadgeProps) {
  const Component = asChild ? Slot.Root : 'span'
  return (
    <Component className={cn(badgeVariants({ tone, size, interactive }), className)} {...rest} />
  )
}
