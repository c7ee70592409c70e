import { useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  LockHint,
  controlLock,
  isAdmin,
  organisationQueries,
  useAdminPortalOpener,
  type Organisation,
} from '@/entities/organisation'
import { rateLimitMessage } from '@/shared/api'
import { Button, Spinner, useToast, InlineError } from '@/shared/ui'
import { ssoQueries } from '../api/sso.queries'
import { isSsoNotConfigured } from '../model/sso-error'
import { useSetupSso } from '../api/use-setup-sso'
import { SSO_MESSAGES } from '../model/sso-messages'

/** SSO / SAML: set-up through the provider's portal, then connect (SSO-2 to SSO-5). */
export function SsoSection({ organisation }: { organisation: Organisation }) {
  const lock = controlLock(organisation, { enterpriseOnly: true, feature: true })
  const queryClient = useQueryClient()
  const toast = useToast()
  const setup = useSetupSso()
  // Auto-refresh once for admins when a provider exists and it is not yet connected or loading.
  const connection = useQuery({
    ...ssoQueries.connection(organisation.id),
    enabled: isAdmin(organisation) && !!organisation.workosProvider,
  })
  const connected = connection.isSuccess
  const loading = connection.isFetching

  const onSetup = useAdminPortalOpener(() => setup.mutateAsync(), SSO_MESSAGES.ssoSetupFailed)

  // VAL-4: a press while a check is on its way sends nothing; the ref holds before the re-render.
  const connecting = useRef(false)
  const onConnect = async () => {
    if (loading || connecting.current) return
    connecting.current = true
    const result = await connection
      .refetch({ cancelRefetch: false })
      .finally(() => (connecting.current = false))
    if (result.isSuccess) {
      toast(SSO_MESSAGES.ssoConnected)
      // The provider was just configured in the portal: the organisation now has one.
      if (!organisation.workosProvider)
        await queryClient.invalidateQueries({ queryKey: organisationQueries.all() })
    } else if (isSsoNotConfigured(result.error)) {
      toast(SSO_MESSAGES.ssoSetupFirst, 'error')
    } else {
      toast(rateLimitMessage(result.error) ?? SSO_MESSAGES.ssoConnectFailed, 'error')
    }
  }

  const inlineFailure = connection.isError && !isSsoNotConfigured(connection.error)

  return (
    <div className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* At least 16rem before the buttons wrap below; narrower only when nothing else fits. */}
        <div className="min-w-0 flex-1 basis-64">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="text-sm font-medium text-foreground">SSO / SAML</h3>
            <LockHint lock={lock} />
          </div>
          <p className="mt-0.5 text-sm text-muted-foreground">
            Let members sign in through your identity provider (Okta, Entra ID, Google Workspace…).
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={lock.locked}
            busy={setup.isPending}
            onClick={onSetup}
          >
            Set up SSO
          </Button>
          <Button disabled={lock.locked} busy={loading} onClick={onConnect}>
            {connected ? 'Refresh connection' : 'Connect'}
          </Button>
        </div>
      </div>
      <div role="status" className="mt-2 text-sm">
        {loading ? (
          <Spinner label="Checking the SSO connection…" />
        ) : connected ? (
          <p className="text-success">Connected to {connection.data.provider}</p>
        ) : organisation.workosProvider && !isAdmin(organisation) ? (
          // SSO-5: a member's page never checks the connection, so it claims no state of it.
          <p className="text-foreground">
            Identity provider {organisation.workosProvider} is configured.
          </p>
        ) : organisation.workosProvider ? (
          <p className="text-foreground">
            Identity provider {organisation.workosProvider} is configured but not connected.
          </p>
        ) : (
          <p className="text-foreground">SSO is not set up.</p>
        )}
      </div>
      {inlineFailure ? (
        <InlineError role="alert" className="mt-2">
          {SSO_MESSAGES.ssoInlineFailure}
        </InlineError>
      ) : null}
    </div>
  )
}
