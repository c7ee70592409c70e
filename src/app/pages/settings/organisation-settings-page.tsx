import { useOrganisation } from '@/entities/organisation'
import { BaaSection } from '@/features/baa'
import {
  DataControlsSection,
  OrganisationNameForm,
  UserManagementSection,
} from '@/features/organisation-settings'
import { SsoSection } from '@/features/sso'
import { DirectorySyncCard } from '@/features/directory-sync'
import { DomainVerificationCard } from '@/features/domain-verification'
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
      {/* DSYNC-1, DOMAIN-1: each shows itself only to Enterprise admins, with its extension. */}
      <DirectorySyncCard />
      <DomainVerificationCard />
      <SettingsSection title="Compliance">
        <BaaSection organisation={organisation} />
      </SettingsSection>
    </div>
  )
}
