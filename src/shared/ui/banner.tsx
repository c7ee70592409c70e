import type { ReactNode } from 'react'
import { cva } from 'class-variance-authority'

type Tone = 'info' | 'success' | 'warning' | 'error'

// Joined by cva (clsx), not cn: every route's error view uses it, so it ships on /login.
const bannerVariants = cva('flex items-start gap-3 rounded-md border px-4 py-3 text-sm', {
  variants: {
    tone: {
      info: 'border-info/40 bg-info-subtle text-info-subtle-foreground',
      success: 'border-success/40 bg-success-subtle text-success-subtle-foreground',
      warning: 'border-warning/40 bg-warning-subtle text-warning-subtle-foreground',
      error: 'border-destructive/40 bg-destructive-subtle text-destructive-subtle-foreground',
    },
  },
})

/** A message block; errors are announced immediately (role alert), the rest politely. */
export function Banner({
  tone = 'info',
  title,
  children,
  action,
  className,
}: {
  tone?: Tone
  title?: ReactNode
  children?: ReactNode
  action?: ReactNode
  className?: string
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={bannerVariants({ tone, className })}
    >
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {action}
    </div>
  )
}
