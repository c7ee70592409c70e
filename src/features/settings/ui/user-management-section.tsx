import type { Organisation, OrganisationSettings } from '@/entities/organisation'
import { getConfig } from '@/shared/config'
import { SwitchField } from '@/shared/ui'
import { controlLock } from '../model/control-lock'
import { LockHint } from './lock-hint'
import { SettingsSection } from './settings-section'

type Props = {
  organisation: Organisation
  onChange: (patch: Partial<OrganisationSettings>) => void
}

/** Auto-add by domain: any plan, but only with a domain (SPEC §6). */
export function UserManagementSection({ organisation, onChange }: Props) {
  const lock = controlLock(organisation, { enterpriseOnly: false })
  const contact = getConfig().enterpriseContact
  return (
    <SettingsSection title="User management">
      {organisation.domain ? (
        <SwitchField
          label="Auto-add users by domain"
          description={`People who sign up with an @${organisation.domain} address join ${organisation.name} automatically.`}
          checked={organisation.settings.autoInvite}
          disabled={lock.locked}
          onCheckedChange={(on) => onChange({ autoInvite: on })}
          adornment={<LockHint lock={lock} />}
        />
      ) : (
        <p className="py-3 text-sm text-slate-700 dark:text-slate-300">
          Auto-adding users by domain needs a verified domain for your organization. Contact{' '}
          <a
            className="font-medium text-indigo-700 underline dark:text-indigo-300"
            href={`mailto:${contact}`}
          >
            {contact}
          </a>{' '}
          to set one up.
        </p>
      )}
    </SettingsSection>
  )
}
