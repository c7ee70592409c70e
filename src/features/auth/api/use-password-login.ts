import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionQueries } from '@/entities/session'
import { getAuthClient } from '@/shared/auth'

/** The sign-in steps, the API and auth clients they need, the form's checks: loaded once the form is used, not before. */
export function preloadPasswordLogin() {
  void getAuthClient()
  void import('../model/password-login.resolver')
  return import('./password-login')
}

export function usePasswordLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (values: { email: string; password: string }) =>
      (await preloadPasswordLogin()).passwordLogin(values),
    onSuccess: async (outcome) => {
      if (outcome.kind === 'signed-in')
        await queryClient.invalidateQueries({ queryKey: sessionQueries.all() })
    },
  })
}
