import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { EnterpriseTag, isEnterprise, useOrganisation } from '@/entities/organisation'
import { getConfig } from '@/shared/config'
import { cn } from '@/shared/lib'
import { ExternalLink, PageHeader, Tooltip } from '@/shared/ui'
import { UPGRADE_TO_USE } from '../model/privacy-messages'
import { PrivacyCard } from './privacy-card'

// A link on its own, not in a sentence: 44 px tall on touch screens like the buttons.
const linkClass =
  'inline-flex items-center text-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring pointer-coarse:min-h-11'

/**
 * /app/privacy: where the privacy documents and the organisation's data controls live. `prompt`
 * (the upgrade card) shows under the page's heading, so the outline starts with the page.
 */
export function PrivacyPage({ prompt }: { prompt?: ReactNode }) {
  const organisation = useOrganisation()
  const config = getConfig()
  const enterprise = isEnterprise(organisation)
  return (
    <div>
      <PageHeader
        title="Privacy"
        description="How your organization's voice data is handled, and the documents behind it."
      />
      {prompt}
      <div className="grid gap-4 md:grid-cols-2">
        <PrivacyCard
          id="privacy-policy"
          title="Privacy policy"
          action={
            <ExternalLink href={config.privacyUrl} className={linkClass}>
              Read the privacy policy
            </ExternalLink>
          }
        >
          What we collect, why, and the rights you and your members have.
        </PrivacyCard>
        <PrivacyCard
          id="terms"
          title="Terms of service"
          action={
            <ExternalLink href={config.termsUrl} className={linkClass}>
              Read the terms of service
            </ExternalLink>
          }
        >
          The agreement that covers your organization's use of the product.
        </PrivacyCard>
        <PrivacyCard
          id="data-controls"
          title="Data controls"
          action={
            <Link to="/app/settings/organization" className={linkClass}>
              Open data controls
            </Link>
          }
        >
          Zero data retention, auto-deleting local data and enforcing SSO for everyone.
        </PrivacyCard>
        <PrivacyCard
          id="dpa"
          title="Data processing addendum"
          action={
            <ExternalLink href={config.dpaUrl} className={linkClass}>
              Read the data processing addendum
            </ExternalLink>
          }
        >
          Our commitments as a processor of your organization's personal data.
        </PrivacyCard>
        <PrivacyCard
          id="compliance"
          title="SOC2 and HIPAA compliance"
          adornment={enterprise ? null : <EnterpriseTag />}
          action={
            enterprise ? (
              <ExternalLink href={config.soc2Url} className={linkClass}>
                View the SOC2 report
              </ExternalLink>
            ) : (
              <Tooltip content={UPGRADE_TO_USE}>
                <span
                  role="link"
                  aria-disabled="true"
                  className={cn(linkClass, 'text-muted-foreground no-underline')}
                >
                  View the SOC2 report
                </span>
              </Tooltip>
            )
          }
        >
          Our SOC2 Type II report and HIPAA safeguards, for your security review.
        </PrivacyCard>
      </div>
    </div>
  )
}
