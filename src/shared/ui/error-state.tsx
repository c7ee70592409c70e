import type { ReactNode } from 'react'
import { Banner } from './banner'
import { Button } from './button'

export type ErrorStateProps = {
  title?: ReactNode
  message: ReactNode
  /** Shows a retry button that calls this. */
  onRetry?: () => void
  retryLabel?: string
  className?: string
}

/** Something could not be loaded: what failed, and a way to try again. */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = 'Try again',
  className,
}: ErrorStateProps) {
  return (
    <Banner
      tone="error"
      title={title}
      className={className}
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null
      }
    >
      {message}
    </Banner>
  )
}
