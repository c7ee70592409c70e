import type { ComponentType } from 'react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ErrorState, NotAuthorized, useDocumentTitle } from '@/shared/ui'
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

const LOAD_ERROR_TITLE = 'This page could not be loaded'

function LoadError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  useEffect(() => queryReset.reset(), [queryReset])
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong'
  useDocumentTitle(LOAD_ERROR_TITLE)
  return (
    <div className="mx-auto max-w-lg p-8">
      {/* The page's heading, as every page has one (WCAG 1.3.1); the alert says what failed. */}
      <h1 className="mb-4 text-2xl font-semibold text-foreground">{LOAD_ERROR_TITLE}</h1>
      <ErrorState
        message={message}
        onRetry={() => {
          reset()
          void router.invalidate()
        }}
      />
    </div>
  )
}
