import { useAdminPortalOpener, useOrganisation } from '@/entities/organisation'
import { formatDate } from '@/shared/lib'
import { Badge, Button, Card, ErrorState, Spinner } from '@/shared/ui'
import { useDomainPortal, useDomains } from '../api/use-domains'
import { DOMAIN_MESSAGES, DOMAIN_STATE_LABELS } from '../model/domain-verification-messages'

/**
 * DOMAIN-1: the organisation's domains with their state, and the day a pending one fails, for
 * admins of an Enterprise organisation on a server with the `domain-verification` extension.
 * DOMAIN-3: "Verify a domain" opens the admin portal with intent `domain_verification`.
 */
export function DomainVerificationCard() {
  const organisation = useOrganisation()
  const { available, query } = useDomains(organisation)
  const portal = useDomainPortal()
  const onVerify = useAdminPortalOpener(() => portal.mutateAsync(), DOMAIN_MESSAGES.verifyFailed)
  if (!available) return null
  return (
    <Card title={DOMAIN_MESSAGES.title} description={DOMAIN_MESSAGES.description}>
      {/* The button below the facts, not beside the title: at 200 % text it wraps (UX-15). */}
      {query.isPending ? (
        <Spinner label={DOMAIN_MESSAGES.loading} />
      ) : query.isError ? (
        <ErrorState
          title={DOMAIN_MESSAGES.loadFailed}
          message={DOMAIN_MESSAGES.loadFailedDetail}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.domains.length === 0 ? (
        <p className="text-sm text-muted-foreground">{DOMAIN_MESSAGES.none}</p>
      ) : (
        <ul aria-label={DOMAIN_MESSAGES.title} className="divide-y divide-border">
          {query.data.domains.map((d) => {
            const state = DOMAIN_STATE_LABELS[d.state]
            return (
              <li
                key={d.domain}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
              >
                <span className="font-medium text-foreground [overflow-wrap:anywhere]">
                  {d.domain}
                </span>
                <Badge tone={state.tone}>{state.label}</Badge>
                {d.state === 'pending' && d.fails_at ? (
                  <span className="text-muted-foreground">
                    {DOMAIN_MESSAGES.failsOn(formatDate(d.fails_at))}
                  </span>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      <div className="mt-4">
        <Button variant="secondary" busy={portal.isPending} onClick={onVerify}>
          {DOMAIN_MESSAGES.verify}
        </Button>
      </div>
    </Card>
  )
}
