import { LockHint, controlLock, type Organisation } from '@/entities/organisation'
import { getConfig } from '@/shared/config'
import { ExternalLink, SettingsSection, SwitchField } from '@/shared/ui'
import { useSettingsChange } from './use-settings-change'

type Props = { organisation: Organisation }

/** Auto-add by domain: any plan, but only with a domain (ORG-5). */
export function UserManagementSection({ organisation }: Props) {
  const onChange = useSettingsChange()
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
        <p className="py-3 text-sm text-foreground">
          Auto-adding users by domain needs a verified domain for your organization. Contact{' '}
          <ExternalLink className="font-medium text-primary underline" href={`mailto:${contact}`}>
            {contact}
          </ExternalLink>{' '}
          to set one up.
        </p>
      )}
    </SettingsSection>
  )
}
