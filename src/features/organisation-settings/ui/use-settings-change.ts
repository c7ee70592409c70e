import type { OrganisationSettings } from '@/entities/organisation'
import { rateLimitMessage } from '@/shared/api'
import { useToast } from '@/shared/ui'
import { useUpdateSettings } from '../api/use-update-settings'
import { SETTINGS_MESSAGES } from '../model/settings-messages'

/** What a settings switch calls with its one change; a failure says so in a toast. */
export function useSettingsChange() {
  const update = useUpdateSettings()
  const toast = useToast()
  return (patch: Partial<OrganisationSettings>) =>
    update.mutate(patch, {
      onError: (error) =>
        toast(rateLimitMessage(error) ?? SETTINGS_MESSAGES.settingsFailed, 'error'),
    })
}
