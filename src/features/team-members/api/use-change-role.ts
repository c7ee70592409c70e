import { useMutation, useQueryClient } from '@tanstack/react-query'
import { changeMemberRole, memberCache, memberQueries } from '@/entities/member'
import type { Role } from '@/entities/organisation'

const CHANGE_ROLE_KEY = ['team', 'change-role'] as const

type Vars = { userId: string; role: Role }

/** Optimistic: cancel → snapshot → set → restore on error → refetch once the last one settles. */
export function useChangeRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: CHANGE_ROLE_KEY,
    mutationFn: changeMemberRole,
    onMutate: async ({ userId, role }: Vars) => {
      await queryClient.cancelQueries({ queryKey: memberQueries.all() })
      const previous = memberCache.member(queryClient, userId)
      if (previous) memberCache.replaceMember(queryClient, { ...previous, role })
      return { previous }
    },
    // Only this member is restored, so a concurrent change on another row survives.
    onError: (_error, _vars, context) => {
      if (context?.previous) memberCache.replaceMember(queryClient, context.previous)
    },
    onSuccess: (member) => memberCache.replaceMember(queryClient, member),
    onSettled: () =>
      queryClient.isMutating({ mutationKey: CHANGE_ROLE_KEY }) === 1
        ? queryClient.invalidateQueries({ queryKey: memberQueries.all() })
        : undefined,
  })
}
