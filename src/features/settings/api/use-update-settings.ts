import { useMutation, useQueryClient } from '@tanstack/react-query'
import { organisationQueries, type OrganisationSettings } from '@/entities/organisation'
import { updateSettings } from './settings.api'

/** Settings change optimistically: cancel → snapshot → set → restore on error → refresh. */
export function useUpdateSettings() {
  const queryClient = useQueryClient()
  const key = organisationQueries.current().queryKey
  return useMutation({
    mutationFn: updateSettings,
    onMutate: async (settings: OrganisationSettings) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData(key)
      queryClient.setQueryData(key, (org) => (org ? { ...org, settings } : org))
      return { previous }
    },
    onError: (_error, _settings, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(key, context.previous)
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(key, (org) => (org ? { ...org, settings } : org))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationQueries.all() }),
  })
}
