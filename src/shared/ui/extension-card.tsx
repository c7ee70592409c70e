import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Button } from './button'
import { Card } from './card'
import { ErrorState } from './error-state'
import { Spinner } from './spinner'

type ExtensionCardMessages = {
  title: string
  description: string
  loading: string
  loadFailed: string
  loadFailedDetail: string
  /** Said when `children` gives nothing for the loaded data. */
  none: string
}

type ExtensionCardProps<T> = {
  /** False when the server lacks the extension or the person may not see it: nothing renders. */
  available: boolean
  query: UseQueryResult<T>
  messages: ExtensionCardMessages
  /** The loaded data's facts, or null when there is nothing to show yet. */
  children: (data: T) => ReactNode
  /** The button that opens the admin portal for this extension. */
  action: { label: string; busy: boolean; onClick: () => void }
}

/** A settings card for a server extension: loading, error, nothing yet, its facts and one action. */
export function ExtensionCard<T>({
  available,
  query,
  messages,
  children,
  action,
}: ExtensionCardProps<T>) {
  if (!available) return null
  const facts = query.isSuccess ? children(query.data) : null
  return (
    <Card title={messages.title} description={messages.description}>
      {/* The button below the facts, not beside the title: at 200 % text it wraps (UX-15). */}
      {query.isPending ? (
        <Spinner label={messages.loading} />
      ) : query.isError ? (
        <ErrorState
          title={messages.loadFailed}
          message={messages.loadFailedDetail}
          onRetry={() => void query.refetch()}
        />
      ) : facts === null ? (
        <p className="text-sm text-muted-foreground">{messages.none}</p>
      ) : (
        facts
      )}
      <div className="mt-4">
        <Button variant="secondary" busy={action.busy} onClick={action.onClick}>
          {action.label}
        </Button>
      </div>
    </Card>
  )
}
