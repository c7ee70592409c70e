import type { QueryClient } from '@tanstack/react-query'
import { capabilityQueries, type Extension } from '@/entities/capabilities'
import { usageMemberQueries } from '@/entities/usage'
import type { AppContext } from '../../gate/app-context'

/**
 * USAGE-11: starts the Last active column's call from the team loader once the /app gate and the
 * server's extensions are known (an admin, on a server with `usage`), without waiting for its
 * answer: the rows draw first and the column fills in. Started by a loader, it is one of the
 * early calls a returning visitor's next load sends at once.
 */
export async function startUsageColumn(
  queryClient: QueryClient,
  app: Promise<{ loaderData?: AppContext | undefined }>,
): Promise<void> {
  const [access, extensions] = await Promise.all([
    app.then(
      (match) => match.loaderData?.access,
      () => undefined,
    ),
    queryClient.ensureQueryData(capabilityQueries.list()).catch((): readonly Extension[] => []),
  ])
  if (access?.admin && extensions.includes('usage'))
    void queryClient.prefetchQuery(usageMemberQueries.list())
}
