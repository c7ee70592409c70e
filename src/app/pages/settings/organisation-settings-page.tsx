import { useOrganisation } from '@/entities/organisation'
import { BaaSection } from '@/features/baa'
import {
  DataControlsSection,
  OrganisationNameForm,
  UserManagementSection,
} from '@/features/organisation-settings'
import { SsoSection } from '@/features/sso'
import { SettingsSection } from '@/shared/ui'

/** The Organization tab: name, data controls, user management, authentication, compliance. */
export function OrganisationSettingsPage() {
  const organisation = useOrganisation()
  return (
    <div className="flex flex-col gap-6">
      <OrganisationNameForm key={organisation.id} organisation={organisation} />
      <DataControlsSection organisation={organisation} />
      <UserManagementSection organisation={organisation} />
      <SettingsSection title="Authentication">
        <SsoSection organisation={organisation} />
      </SettingsSection>
      <SettingsSection title="Compliance">
        <BaaSection organisation={organisation} />
      </SettingsSection>
    </div>
  )
}
