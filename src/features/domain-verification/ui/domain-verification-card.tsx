import { Card } from '@/shared/ui'
import { DOMAIN_MESSAGES } from '../model/domain-verification-messages'
import { DomainVerificationList } from './domain-verification-list'

/** Domain verification (DOMAIN-1), as a card of the page that holds it; that page's loader fetches its data. */
export function DomainVerificationCard() {
  return (
    <Card title={DOMAIN_MESSAGES.title}>
      <DomainVerificationList />
    </Card>
  )
}
