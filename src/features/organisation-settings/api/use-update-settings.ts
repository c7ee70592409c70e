import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  ORGANISATION_UPDATE_SCOPE,
  organisationQueries,
  type OrganisationSettings,
} from '@/entities/organisation'
import { updateSettings } from './settings.api'

const UPDATE_SETTINGS_KEY = ['organisation', 'update-settings'] as const

type Patch = Partial<OrganisationSettings>

const key = organisationQueries.current().queryKey

/** The settings on screen: what the server said plus every change still on its way. */
const shownSettings = (qc: QueryClient) => qc.getQueryData(key)?.settings

/** The other changes still waiting for the server, oldest first. */
const pendingPatches = (qc: QueryClient, except: Patch): Patch[] =>
  qc
    .getMutationCache()
    .findAll({ mutationKey: UPDATE_SETTINGS_KEY, status: 'pending' })
    .map((m) => m.state.variables as Patch)
    .filter((patch) => patch !== except)

/**
 * One switch at a time: changes share the organisation's update scope, so they reach the server
 * in order; each applies its change to the latest settings, on screen at once and in the request
 * when its turn comes. A failure undoes only its own change; once the last one settles the
 * organisation is refetched, so the screen ends up showing what the server holds.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: UPDATE_SETTINGS_KEY,
    scope: ORGANISATION_UPDATE_SCOPE,
    mutationFn: (patch: Patch) => {
      const settings = shownSettings(queryClient)
      // The API takes the whole settings object, never a partial one.
      if (!settings) throw new Error('No organisation settings to update')
      return updateSettings({ ...settings, ...patch })
    },
    onMutate: async (patch: Patch) => {
      await queryClient.cancelQueries({ queryKey: key })
      const settings = shownSettings(queryClient)
      // What this change replaces, key by key, so a failure can put back just that.
      const previous: Patch = {}
      for (const name of Object.keys(patch) as (keyof OrganisationSettings)[])
        if (settings) Object.assign(previous, { [name]: settings[name] })
      queryClient.setQueryData(key, (org) =>
        org ? { ...org, settings: { ...org.settings, ...patch } } : org,
      )
      return { previous }
    },
    onError: (_error, patch, context) => {
      if (!context) return
      queryClient.setQueryData(key, (org) => {
        if (!org) return org
        const settings = { ...org.settings }
        // A later change to the same switch wins over this one's undo.
        for (const name of Object.keys(context.previous) as (keyof OrganisationSettings)[])
          if (settings[name] === patch[name])
            Object.assign(settings, { [name]: context.previous[name] })
        return { ...org, settings }
      })
    },
    onSuccess: (settings, patch) => {
      // The server's answer, with the changes still queued behind this one kept on screen.
      const queued = Object.assign({}, ...pendingPatches(queryClient, patch)) as Patch
      queryClient.setQueryData(key, (org) =>
        org ? { ...org, settings: { ...settings, ...queued } } : org,
      )
    },
    onSettled: () =>
      queryClient.isMutating({ mutationKey: UPDATE_SETTINGS_KEY }) === 1
        ? queryClient.invalidateQueries({ queryKey: organisationQueries.all() })
        : undefined,
  })
}
