import { useQuery } from '@tanstack/react-query'
import { Button, Card, ErrorState, Spinner, useToast } from '@/shared/ui'
import { inviteLinkQueries } from '../api/invite-link.queries'
import { useCreateInviteLink } from '../api/use-invite-link-mutations'
import { INVLINK_MESSAGES as M } from '../model/invite-link-messages'
import { InviteLinkDetails } from './invite-link-details'

/**
 * INVLINK-1: the team page's card for admins on a server with the extension. It reads its own
 * call once the page is drawn (as USAGE-11 does), so the team page's loader waits on nothing new.
 */
export function InviteLinkCard() {
  const query = useQuery(inviteLinkQueries.inviteLink())
  return (
    <Card title={M.title} description={M.description}>
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
