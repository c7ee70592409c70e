import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import {
  AUTH_STORAGE_KEY,
  markSignOutIntended,
  parseStoredSession,
  signOutHere,
} from '@/shared/auth'
import { clearDraftsOf } from '@/shared/lib'
import { useToast } from '@/shared/ui'
import { AUTH_MESSAGES } from '../model/auth-messages'

/**
 * SESSION-3: local sign-out clears local storage, then leaves /app. What follows the sign-out
 * (session, analytics, cache, /login) is the app's auth sync's job, as for a sign-out in another
 * tab: the auth client announces it. SESSION-16: the user's form drafts go too, and a sign-out
 * the auth service did not hear of says so.
 */
export function useLogout() {
  const navigate = useNavigate()
  const toast = useToast()
  return useMutation({
    mutationFn: async () => {
      const userId = parseStoredSession(window.localStorage.getItem(AUTH_STORAGE_KEY))?.user.id
      markSignOutIntended()
      try {
        return { heard: await signOutHere(), userId }
      } catch {
        return { heard: false, userId }
      }
    },
    onSuccess: ({ heard }) => {
      if (!heard) toast(AUTH_MESSAGES.signedOutLocally, 'error', 8000)
    },
    onSettled: async (result) => {
      window.localStorage.clear()
      if (result?.userId) clearDraftsOf(result.userId)
      // SHELL-7: logout navigates to /app/settings; with no session the gate sends it to /login.
      await navigate({ to: '/app/settings', replace: true })
    },
  })
}
