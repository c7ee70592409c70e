import { useAdminPortalOpener, useOrganisation } from '@/entities/organisation'
import { formatDate } from '@/shared/lib'
import { Badge, ExtensionCard } from '@/shared/ui'
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
  return (
    <ExtensionCard
      available={available}
      query={query}
      messages={DOMAIN_MESSAGES}
      action={{ label: DOMAIN_MESSAGES.verify, busy: portal.isPending, onClick: onVerify }}
    >
      {(data) => (data.domains.length === 0 ? null : <DomainList domains={data.domains} />)}
    </ExtensionCard>
  )
}

type Domain = NonNullable<ReturnType<typeof useDomains>['query']['data']>['domains'][number]

function DomainList({ domains }: { domains: Domain[] }) {
  return (
    <ul aria-label={DOMAIN_MESSAGES.title} className="divide-y divide-border">
      {domains.map((d) => {
        const state = DOMAIN_STATE_LABELS[d.state]
        return (
          <li key={d.domain} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
            <span className="font-medium text-foreground [overflow-wrap:anywhere]">{d.domain}</span>
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
  )
}
