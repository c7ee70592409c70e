import { useOrganisation, type OrganisationSettings } from '@/entities/organisation'
import { useToast } from '@/shared/ui'
import { useUpdateSettings } from '../api/use-update-settings'
import { SETTINGS_MESSAGES } from '../model/settings-messages'
import { BaaSection } from './baa-section'
import { DataControlsSection } from './data-controls-section'
import { OrganisationNameForm } from './organisation-name-form'
import { SettingsSection } from './settings-section'
import { SsoSection } from './sso-section'
import { UserManagementSection } from './user-management-section'

/** The Organization tab: name, data controls, user management, authentication, compliance. */
export function OrganizationSettings() {
  const organisation = useOrganisation()
  const update = useUpdateSettings()
  const toast = useToast()
  // SPEC §7: the whole settings object goes out, with this one change applied.
  const change = (patch: Partial<OrganisationSettings>) =>
    update.mutate(
      { ...organisation.settings, ...patch },
      { onError: () => toast(SETTINGS_MESSAGES.settingsFailed, 'error') },
    )
  return (
    <div className="flex flex-col gap-6">
      <OrganisationNameForm key={organisation.id} organisation={organisation} />
      <DataControlsSection organisation={organisation} onChange={change} />
      <UserManagementSection organisation={organisation} onChange={change} />
      <SettingsSection title="Authentication">
        <SsoSection organisation={organisation} />
      </SettingsSection>
      <SettingsSection title="Compliance">
        <BaaSection organisation={organisation} />
      </SettingsSection>
    </div>
  )
}
