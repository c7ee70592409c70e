import type { ComponentType } from 'react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ErrorState, NotAuthorized } from '@/shared/ui'
import { NotAuthorizedError } from '../gate/app-context'

/** Any route's error: a readable message and a retry, never a white screen. */
export function RouteError(props: ErrorComponentProps) {
  if (props.error instanceof NotAuthorizedError) return <NotAuthorized />
  return <LoadError {...props} />
}

/** A route's own error view, except that a refused guard always reads as not authorized. */
export const guardedError =
  (Component: ComponentType<ErrorComponentProps>) => (props: ErrorComponentProps) =>
    props.error instanceof NotAuthorizedError ? <NotAuthorized /> : <Component {...props} />

function LoadError({ error, reset }: ErrorComponentProps) {
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
