import { useEffect } from 'react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { JoinError, JoinPage, inviteLinkQueries } from '@/features/invite-link'

// INVLINK-6: an invite link, for anyone (the gate lets /join through signed in or out).
export const Route = createFileRoute('/join/$token')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(inviteLinkQueries.preview(params.token)),
  errorComponent: JoinRouteError,
  component: JoinRoute,
})

function JoinRoute() {
  const { token } = Route.useParams()
  return <JoinPage token={token} />
}

function JoinRouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  useEffect(() => queryReset.reset(), [queryReset])
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return <JoinError error={error} onRetry={retry} />
}
