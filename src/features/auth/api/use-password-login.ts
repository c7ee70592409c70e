import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { sessionQueries } from '@/entities/session'
import { getAuthClient, whileSigningIn } from '@/shared/auth'
import type { LoginOutcome } from './password-login'

/** The sign-in steps, the API and auth clients they need, the form's checks: loaded once the form is used, not before. */
export function preloadPasswordLogin() {
  void getAuthClient()
  void import('../model/password-login.resolver')
  return import('./password-login')
}

/**
 * The password sign-in for the form's submit (react-hook-form holds its pending state, so no
 * mutation observer ships in /login's first load). A sign-in reads the session afresh.
 */
export function usePasswordLogin() {
  const queryClient = useQueryClient()
  return useCallback(
    (values: { email: string; password: string }): Promise<LoginOutcome> =>
      whileSigningIn(async () => {
        const outcome = await (await preloadPasswordLogin()).passwordLogin(values)
        if (outcome.kind === 'signed-in')
          await queryClient.invalidateQueries({ queryKey: sessionQueries.all() })
        return outcome
      }),
    [queryClient],
  )
}
