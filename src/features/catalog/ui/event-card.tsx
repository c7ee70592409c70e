import { memo, useCallback, useId } from 'react'
import { rateLimitMessage } from '@/shared/api'
import { formatCount, useSingleFlightMutation } from '@/shared/lib'
import { Button, useToast } from '@/shared/ui'
import type { CatalogItem } from '../api/catalog.api'
import { useRefreshEvent, useRefreshingEvent } from '../api/use-refresh-event'
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
  // CAT-8, also for a card scrolled away before the answer; a rate limit reads as HTTP-9.
  const onError = useCallback(
    (error: unknown, eventType: string) =>
      toast(rateLimitMessage(error) ?? M.refreshFailed(eventType), 'error'),
    [toast],
  )
  // VAL-4: one refresh per press; busy whichever card sent it (a card scrolled back is new).
  const refresh = useSingleFlightMutation(useRefreshEvent(onError))
  const refreshing = useRefreshingEvent(item.event_type)
  const keyCount = item.event_keys.length
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        {/* Refresh drops below the name only where the name would get less than 12rem. */}
        <div className="min-w-0 flex-1 basis-48">
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
          // Its own width: a long event name wraps, the button is never squeezed.
          className="shrink-0"
          busy={refreshing}
          // Named for its event (the visible "Refresh" first), so the page's buttons differ.
          aria-label={`Refresh ${item.event_type}`}
          onClick={() => !refreshing && refresh.mutate(item.event_type)}
        >
          Refresh
        </Button>
      </div>
      {keyCount > 0 ? (
        <ul aria-label="Keys" className="mt-3 flex flex-wrap gap-1.5">
          {item.event_keys.map((key) => (
            <li
              key={key}
              // A key longer than a narrow screen breaks inside, rather than scrolling the page.
              className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground [overflow-wrap:anywhere]"
            >
              <Highlight text={key} term={term} />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
})
