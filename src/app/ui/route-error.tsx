import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ErrorState } from '@/shared/ui'

/** Any route's error: a readable message and a retry, never a white screen. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  useEffect(() => queryReset.reset(), [queryReset])
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong'
  return (
    <div className="mx-auto max-w-lg p-8">
      <ErrorState
        title="This page could not be loaded"
        message={message}
        onRetry={() => {
          reset()
          void router.invalidate()
        }}
      />
    </div>
  )
}
