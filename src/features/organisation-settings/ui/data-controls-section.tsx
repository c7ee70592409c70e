import { useState } from 'react'
import { LockHint, controlLock, type Organisation } from '@/entities/organisation'
import { SettingsSection, SwitchField } from '@/shared/ui'
import { useSettingsChange } from './use-settings-change'
import { ZdrConfirmDialog } from './zdr-confirm-dialog'

type Props = { organisation: Organisation }

/** Enterprise-only data controls (DATA-1); zero data retention is one-way (DATA-2). */
export function DataControlsSection({ organisation }: Props) {
  // One per switch: a mutation's own callbacks follow only its latest call, so quick toggles of
  // two switches each keep their failure message.
  const changeZdr = useSettingsChange()
  const changeLocalDelete = useSettingsChange()
  const changeEnforceSso = useSettingsChange()
  const [confirmZdr, setConfirmZdr] = useState(false)
  const lock = controlLock(organisation, { enterpriseOnly: true })
  const { settings } = organisation
  const hint = <LockHint lock={lock} />
  return (
    <SettingsSection
      title="Data controls"
      description="How voice data and transcripts are kept for everyone in the organization."
    >
      <SwitchField
        label="Zero data retention"
        description={
          settings.zdr
            ? 'On. Audio and transcripts are never stored. This cannot be turned off.'
            : 'Audio and transcripts are processed without being stored. Once on, it cannot be turned off.'
        }
        checked={settings.zdr}
        disabled={lock.locked || settings.zdr}
        onCheckedChange={(on) => on && setConfirmZdr(true)}
        adornment={hint}
      />
      <SwitchField
        label="Auto-delete local data"
        description="Dictation history is deleted from members' devices automatically."
        checked={settings.localDataDelete}
        disabled={lock.locked}
        onCheckedChange={(on) => changeLocalDelete({ localDataDelete: on })}
        adornment={hint}
      />
      <SwitchField
        label="Enforce SSO"
        description="Members must sign in through the organization's identity provider."
        checked={settings.enforceSSO}
        disabled={lock.locked}
        onCheckedChange={(on) => changeEnforceSso({ enforceSSO: on })}
        adornment={hint}
      />
      {confirmZdr ? (
        <ZdrConfirmDialog
          organisationName={organisation.name}
          onCancel={() => setConfirmZdr(false)}
          onConfirm={() => {
            setConfirmZdr(false)
            changeZdr({ zdr: true })
          }}
        />
      ) : null}
    </SettingsSection>
  )
}
