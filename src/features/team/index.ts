export { TeamPage } from './ui/team-page'
export { TEAM_MESSAGES } from './model/team-messages'
