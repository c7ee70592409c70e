export { PersonalSettings } from './ui/personal-settings'
