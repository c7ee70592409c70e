import { memo, useId } from 'react'
import { formatCount } from '@/shared/lib'
import { Button, useToast } from '@/shared/ui'
import type { CatalogItem } from '../api/catalog.api'
import { useRefreshEvent } from '../api/use-refresh-event'
import { CATALOG_MESSAGES as M } from '../model/catalog-messages'
import { Highlight } from './highlight'

/** One event type with its keys; memoised because a long list re-renders on every page. */
export const EventCard = memo(function EventCard({
  item,
  term,
}: {
  item: CatalogItem
  term: string
}) {
  const headingId = useId()
  const toast = useToast()
  const refresh = useRefreshEvent()
  const keyCount = item.event_keys.length
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={headingId}
            className="font-mono text-sm font-semibold [overflow-wrap:anywhere] text-foreground"
          >
            <Highlight text={item.event_type} term={term} />
          </h2>
          <p className="mt-0.5 text-xs text-muted-foreground">
            {formatCount(keyCount, 'key', 'keys')}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          busy={refresh.isPending}
          // Named for its event (the visible "Refresh" first), so the page's buttons differ.
          aria-label={`Refresh ${item.event_type}`}
          onClick={() =>
            refresh.mutate(item.event_type, {
              onError: () => toast(M.refreshFailed(item.event_type), 'error'),
            })
          }
        >
          Refresh
        </Button>
      </div>
      {keyCount > 0 ? (
        <ul aria-label="Keys" className="mt-3 flex flex-wrap gap-1.5">
          {item.event_keys.map((key) => (
            <li
              key={key}
              className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground"
            >
              <Highlight text={key} term={term} />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
})
