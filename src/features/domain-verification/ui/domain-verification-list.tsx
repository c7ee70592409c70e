import { useSuspenseQuery } from '@tanstack/react-query'
import { domainVerificationQueries } from '../api/domain-verification.queries'
import { DOMAIN_MESSAGES } from '../model/domain-verification-messages'

/** DOMAIN-1: the organisation's items by name, or a line saying there are none. */
export function DomainVerificationList() {
  const { data } = useSuspenseQuery(domainVerificationQueries.domains())
  if (data.items.length === 0)
    return <p className="text-sm text-muted-foreground">{DOMAIN_MESSAGES.empty}</p>
  return (
    <ul aria-label={DOMAIN_MESSAGES.title} className="divide-y divide-border">
      {data.items.map((item) => (
        // Long names wrap rather than widen the page (UX-15).
        <li key={item.id} className="py-2 text-sm [overflow-wrap:anywhere]">
          {item.name}
        </li>
      ))}
    </ul>
  )
}
