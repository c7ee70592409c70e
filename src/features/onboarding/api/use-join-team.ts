import { useMutation, useQueryClient } from '@tanstack/react-query'
import { organisationQueries } from '@/entities/organisation'
import { postSelfInvite } from './onboarding.api'

/** Joins the domain's team directly when it adds users by domain (START-2). */
export function useJoinTeam() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: postSelfInvite,
    onSuccess: (organisation) =>
      queryClient.setQueryData(organisationQueries.current().queryKey, organisation),
    meta: { invalidates: [organisationQueries.all()] },
  })
}
