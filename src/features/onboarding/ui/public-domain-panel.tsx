import { Banner } from '@/shared/ui'
import { ONBOARDING_MESSAGES } from '../model/onboarding-messages'

/** START-12: on a public domain creating can only fail, so the page explains instead. */
export function PublicDomainPanel({ domain }: { domain: string }) {
  return (
    <Banner tone="warning" title={ONBOARDING_MESSAGES.publicDomain}>
      {domain} is a personal e-mail domain. Organizations are created for a company domain: sign in
      with your work e-mail address, or ask an admin of your team to invite you.
    </Banner>
  )
}
