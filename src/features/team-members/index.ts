export { MembersPanel } from './ui/members-panel'
export { sortMembers, sortInvites } from './model/sort-members'
export { TEAM_MESSAGES } from './model/team-messages'
export { parseTeamView, type TeamView } from './model/team-view.schema'
