export { OrganisationNameForm } from './ui/organisation-name-form'
export { DataControlsSection } from './ui/data-controls-section'
export { UserManagementSection } from './ui/user-management-section'
