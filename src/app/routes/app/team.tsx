import { createFileRoute } from '@tanstack/react-router'
import { inviteQueries } from '@/entities/invite'
import { memberQueries } from '@/entities/member'
import { organisationQueries } from '@/entities/organisation'
import { TEAM_MESSAGES, parseTeamView } from '@/features/team-members'
import { TeamPage } from '../../pages/team/team-page'
import { startTeamExtras } from '../../pages/team/team-extras'

export const Route = createFileRoute('/app/team')({
  // TEAM-23: the table's view (?q=&role=&status=&sort=); invalid values read as the defaults.
  validateSearch: parseTeamView,
  // Organisation, members and invitations in parallel; a failed list reads as TEAM-16's message.
  loader: ({ context: { queryClient }, parentMatchPromise }) => {
    const data = Promise.all([
      queryClient.ensureQueryData(organisationQueries.current()),
      Promise.all([
        queryClient.ensureQueryData(memberQueries.list()),
        queryClient.ensureQueryData(inviteQueries.list()),
      ]).catch(() => {
        throw new Error(TEAM_MESSAGES.fetchFailed)
      }),
    ])
    return Promise.all([data, startTeamExtras(queryClient, parentMatchPromise)])
  },
  component: TeamPage,
})
