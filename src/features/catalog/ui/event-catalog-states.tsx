// Kept apart from the page: the route's pending view ships with the route tree, not in its chunk.
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageHeader, ErrorState } from '@/shared/ui'
import { CATALOG_MESSAGES as M } from '../model/catalog-messages'
import { CatalogLoading } from './catalog-loading'

/** The catalog route's pending view, while the first page loads. */
export function EventCatalogPending() {
  return (
    <>
      <PageHeader title={M.title} description={M.description} />
      <CatalogLoading />
    </>
  )
}

/** The catalog route's error view: the first page could not be loaded. */
export function EventCatalogError({ reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  useEffect(() => queryReset.reset(), [queryReset])
  return (
    <>
      <PageHeader title={M.title} description={M.description} />
      <ErrorState
        message={M.loadFailed}
        onRetry={() => {
          reset()
          void router.invalidate()
        }}
      />
    </>
  )
}
