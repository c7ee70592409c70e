import type { QueryClient } from '@tanstack/react-query'
import { capabilityQueries, type Extension } from '@/entities/capabilities'
import { isEnterprise } from '@/entities/organisation'
import { usageMemberQueries } from '@/entities/usage'
import { directorySyncQueries } from '@/features/directory-sync'
import { inviteLinkQueries } from '@/features/invite-link'
import type { AppContext } from '../../gate/app-context'

/**
 * What the team page shows an admin on a server with the extensions: the Last active column
 * (USAGE-11), the invite link card (INVLINK-1) and, on Enterprise, the directory's lock (DSYNC-4).
 * The team loader starts their calls once the /app gate and the extensions are known, without
 * waiting for the answers: the rows draw first and these fill in. Started by a loader, they are
 * early calls a returning visitor's next load sends at once.
 */
export async function startTeamExtras(
  queryClient: QueryClient,
  app: Promise<{ loaderData?: AppContext | undefined }>,
): Promise<void> {
  const [context, extensions] = await Promise.all([
    app.then(
      (match) => match.loaderData,
      () => undefined,
    ),
    queryClient.ensureQueryData(capabilityQueries.list()).catch((): readonly Extension[] => []),
  ])
  if (!context?.access.admin) return
  if (extensions.includes('usage')) void queryClient.prefetchQuery(usageMemberQueries.list())
  if (extensions.includes('invite-link'))
    void queryClient.prefetchQuery(inviteLinkQueries.inviteLink())
  if (extensions.includes('directory-sync') && isEnterprise(context.organisation))
    void queryClient.prefetchQuery(directorySyncQueries.directory())
}
