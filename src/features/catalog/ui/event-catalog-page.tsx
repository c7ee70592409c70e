import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Banner, Button, PageHeader } from '@/shared/ui'
import { CATALOG_MESSAGES as M } from '../model/catalog-messages'
import { CatalogBrowser } from './catalog-browser'
import { CatalogLoading } from './catalog-loading'

const DESCRIPTION = 'Every analytics event type and the keys it carries.'

/** The route guards access and loads the first page; this page only shows it. */
export function EventCatalogPage() {
  return <CatalogBrowser />
}

/** The catalog route's pending view, while the first page loads. */
export function EventCatalogPending() {
  return (
    <>
      <PageHeader title={M.title} description={DESCRIPTION} />
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
      <PageHeader title={M.title} description={DESCRIPTION} />
      <Banner
        tone="error"
        action={
          <Button
            variant="secondary"
            onClick={() => {
              reset()
              void router.invalidate()
            }}
          >
            Try again
          </Button>
        }
      >
        {M.loadFailed}
      </Banner>
    </>
  )
}
