import type { HTMLAttributes } from 'react'
import { clsx } from 'clsx'

/**
 * The error line under a form control or group. Give it the id the control's aria-describedby
 * points at; add role="alert" only where the message must interrupt (a group or server error).
 * Joined with clsx, not cn: it ships on /login with the fields (see Button).
 */
export function InlineError({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={clsx('text-sm text-destructive', className)} {...rest} />
}
