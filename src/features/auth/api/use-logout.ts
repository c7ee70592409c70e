import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { getAuthClient } from '@/shared/auth'
import { sessionQueries } from '@/entities/session'

/** SPEC §4: local sign-out clears local storage and all user state, then leaves /app. */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async () => {
      await (await getAuthClient()).signOut({ scope: 'local' })
    },
    onSettled: async () => {
      window.localStorage.clear()
      queryClient.setQueryData(sessionQueries.all(), null)
      // SPEC §2: logout navigates to /app/settings; with no session the gate sends it to /login.
      await navigate({ to: '/app/settings', replace: true })
      queryClient.clear()
    },
  })
}
