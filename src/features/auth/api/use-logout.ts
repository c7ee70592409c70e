import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { getAuthClient, markSignOutIntended } from '@/shared/auth'

/**
 * SESSION-3: local sign-out clears local storage, then leaves /app. What follows the sign-out
 * (session, analytics, cache, /login) is the app's auth sync's job, as for a sign-out in another
 * tab: the auth client announces it.
 */
export function useLogout() {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async () => {
      const client = await getAuthClient()
      markSignOutIntended()
      const { error } = await client.signOut({ scope: 'local' })
      if (!error) return
      // The server could not be told: with nothing stored, the client ends the session here only.
      window.localStorage.clear()
      markSignOutIntended()
      await client.signOut({ scope: 'local' })
    },
    onSettled: async () => {
      window.localStorage.clear()
      // SHELL-7: logout navigates to /app/settings; with no session the gate sends it to /login.
      await navigate({ to: '/app/settings', replace: true })
    },
  })
}
