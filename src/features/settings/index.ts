export { OrganizationSettings } from './ui/organization-settings'
export { PersonalSettings } from './ui/personal-settings'
export { SettingsLayout } from './ui/settings-layout'
