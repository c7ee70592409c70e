import { useQuery } from '@tanstack/react-query'
import { useMembershipLock } from '@/entities/member'
import { Button, Card, ErrorState, Spinner, useToast } from '@/shared/ui'
import { inviteLinkQueries } from '../api/invite-link.queries'
import { useCreateInviteLink } from '../api/use-invite-link-mutations'
import { INVLINK_MESSAGES as M } from '../model/invite-link-messages'
import { InviteLinkDetails } from './invite-link-details'

/**
 * INVLINK-1: the team page's card for admins on a server with the extension; the team loader
 * started its call (not awaited), so it may show loading for a moment. DSYNC-4: a linked
 * directory turns it off, as it does manual invites; the page's notice says why.
 */
export function InviteLinkCard() {
  const query = useQuery(inviteLinkQueries.inviteLink())
  const lock = useMembershipLock()
  return (
    <Card title={M.title} description={M.description}>
      <fieldset disabled={!!lock} aria-describedby={lock?.descriptionId} className="min-w-0">
        {query.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading invite link…
          </p>
        ) : query.isError ? (
          <ErrorState message={M.loadFailed} onRetry={() => void query.refetch()} />
        ) : query.data.link ? (
          <InviteLinkDetails link={query.data.link} />
        ) : (
          <NoLink />
        )}
      </fieldset>
    </Card>
  )
}

/** INVLINK-2: none yet (or turned off): one button makes it. */
function NoLink() {
  const create = useCreateInviteLink()
  const toast = useToast()
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">{M.empty}</p>
      <Button
        busy={create.isPending}
        onClick={() =>
          create.mutate(undefined, {
            onSuccess: () => toast(M.created),
            onError: () => toast(M.createFailed, 'error'),
          })
        }
      >
        {M.create}
      </Button>
    </div>
  )
}
