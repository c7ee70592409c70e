import { useMutation, useQueryClient } from '@tanstack/react-query'
import { organisationQueries } from '@/entities/organisation'
import { memberQueries } from '@/entities/member'
import { api } from '@/shared/api'
import { endpoints, type InviteLink, type InviteLinkExpiry, type Role } from '@/shared/contract'
import { inviteLinkQueries } from './invite-link.queries'

/** The admin's writes of the link (INVLINK-2 to INVLINK-5) and joining by it (INVLINK-7). */

const SCOPE = { id: 'invite-link' }
const current = () => inviteLinkQueries.inviteLink().queryKey

/** INVLINK-2, INVLINK-4: creates the link, or resets it (the old address stops at once). */
export function useCreateInviteLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(endpoints.createInviteLink, { body: {} }),
    scope: SCOPE,
    onSuccess: (link) => queryClient.setQueryData(current(), { link }),
    meta: { invalidates: [inviteLinkQueries.all()] },
  })
}

export type InviteLinkPatch = {
  role?: Role
  expiry?: InviteLinkExpiry
  restrict_to_domain?: boolean
}

/** INVLINK-3: shows the change at once; a refusal puts the link back as it was. */
export function useUpdateInviteLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: InviteLinkPatch) => api(endpoints.updateInviteLink, { body: patch }),
    scope: SCOPE,
    onMutate: async (patch: InviteLinkPatch) => {
      await queryClient.cancelQueries({ queryKey: current() })
      const previous = queryClient.getQueryData(current())
      if (previous?.link)
        queryClient.setQueryData(current(), { link: { ...previous.link, ...patch } })
      return { previous }
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(current(), context.previous)
    },
    onSuccess: (link: InviteLink) => queryClient.setQueryData(current(), { link }),
    meta: { invalidates: [inviteLinkQueries.all()] },
  })
}

/** INVLINK-5: turns the link off. */
export function useTurnOffInviteLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(endpoints.deleteInviteLink),
    scope: SCOPE,
    onSuccess: () => queryClient.setQueryData(current(), { link: null }),
    meta: { invalidates: [inviteLinkQueries.all()] },
  })
}

/** INVLINK-7: joins; the organisation answered is the caller's from now on. */
export function useJoinByLink(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(endpoints.joinInviteLink, { params: { token } }),
    onSuccess: (organisation) =>
      queryClient.setQueryData(organisationQueries.current().queryKey, organisation),
    meta: {
      invalidates: [organisationQueries.all(), memberQueries.all(), inviteLinkQueries.all()],
    },
  })
}
