import { useAdminPortalOpener, useOrganisation } from '@/entities/organisation'
import { formatDateTime, formatNumber } from '@/shared/lib'
import { Badge, ExtensionCard } from '@/shared/ui'
import { useDirectory, useDirectoryPortal } from '../api/use-directory'
import { DIRECTORY_STATE_LABELS, DSYNC_MESSAGES } from '../model/directory-sync-messages'

/**
 * DSYNC-1: the organisation's directory (state, provider, last sync, users synced), for admins of
 * an Enterprise organisation on a server with the `directory-sync` extension; nothing otherwise.
 * DSYNC-3: "Set up directory sync" opens the admin portal with intent `dsync`.
 */
export function DirectorySyncCard() {
  const organisation = useOrganisation()
  const { available, query } = useDirectory(organisation)
  const portal = useDirectoryPortal()
  const onSetUp = useAdminPortalOpener(() => portal.mutateAsync(), DSYNC_MESSAGES.setUpFailed)
  return (
    <ExtensionCard
      available={available}
      query={query}
      messages={DSYNC_MESSAGES}
      action={{ label: DSYNC_MESSAGES.setUp, busy: portal.isPending, onClick: onSetUp }}
    >
      {(data) => (data.directory === null ? null : <DirectoryFacts directory={data.directory} />)}
    </ExtensionCard>
  )
}

type Directory = NonNullable<
  NonNullable<ReturnType<typeof useDirectory>['query']['data']>['directory']
>

function DirectoryFacts({ directory }: { directory: Directory }) {
  const state = DIRECTORY_STATE_LABELS[directory.state]
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted-foreground">State</dt>
      <dd>
        <Badge tone={state.tone}>{state.label}</Badge>
      </dd>
      <dt className="text-muted-foreground">Provider</dt>
      <dd className="text-foreground [overflow-wrap:anywhere]">{directory.provider}</dd>
      <dt className="text-muted-foreground">Last sync</dt>
      <dd className="text-foreground">
        {directory.last_sync_at ? formatDateTime(directory.last_sync_at) : DSYNC_MESSAGES.never}
      </dd>
      <dt className="text-muted-foreground">Users synced</dt>
      <dd className="text-foreground">{formatNumber(directory.users_synced)}</dd>
    </dl>
  )
}
