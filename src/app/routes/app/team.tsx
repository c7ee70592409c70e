import { createFileRoute } from '@tanstack/react-router'
import { inviteQueries } from '@/entities/invite'
import { memberQueries } from '@/entities/member'
import { TEAM_MESSAGES, TeamPage } from '@/features/team'

export const Route = createFileRoute('/app/team')({
  // Members and invitations in parallel; a failure reads as SPEC §8's message.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(memberQueries.list()),
      context.queryClient.ensureQueryData(inviteQueries.list()),
    ]).catch(() => {
      throw new Error(TEAM_MESSAGES.fetchFailed)
    }),
  component: TeamPage,
})
