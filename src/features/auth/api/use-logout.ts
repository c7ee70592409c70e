import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { markSignOutIntended, signOutHere } from '@/shared/auth'

/**
 * SESSION-3: local sign-out clears local storage, then leaves /app. What follows the sign-out
 * (session, analytics, cache, /login) is the app's auth sync's job, as for a sign-out in another
 * tab: the auth client announces it.
 */
export function useLogout() {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async () => {
      markSignOutIntended()
      await signOutHere()
    },
    onSettled: async () => {
      window.localStorage.clear()
      // SHELL-7: logout navigates to /app/settings; with no session the gate sends it to /login.
      await navigate({ to: '/app/settings', replace: true })
    },
  })
}
