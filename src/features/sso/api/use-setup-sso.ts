import { useMutation } from '@tanstack/react-query'
import { requestSsoPortal } from './sso.api'
import { portalUrlFrom } from '../lib/portal-url'

/** POST /sso: the identity-provider set-up portal's URL, cleaned of its `link="…"` wrapping. */
export function useSetupSso() {
  return useMutation({
    mutationFn: async () => portalUrlFrom((await requestSsoPortal()).sso_admin_portal_url),
  })
}
