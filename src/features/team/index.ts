export { TeamPage } from './ui/team-page'
