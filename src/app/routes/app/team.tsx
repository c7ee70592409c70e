import { createFileRoute } from '@tanstack/react-router'
import { inviteQueries } from '@/entities/invite'
import { memberQueries } from '@/entities/member'
import { TEAM_MESSAGES } from '@/features/team-members'
import { TeamPage } from '../../pages/team/team-page'

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
