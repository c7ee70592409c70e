import { getConfig } from '@/shared/config'
import { ExternalLink } from '@/shared/ui'

const linkClass = 'font-medium text-primary underline'

export function GetStartedFooter() {
  const { termsUrl, privacyUrl } = getConfig()
  return (
    <footer className="mt-4 flex flex-col gap-1 border-t border-border pt-4 text-center text-sm text-muted-foreground">
      <p>Joining a team that already uses Flow? Ask one of its admins for an invite.</p>
      <p>
        By continuing you agree to our{' '}
        <ExternalLink href={termsUrl} className={linkClass}>
          terms of service
        </ExternalLink>{' '}
        and{' '}
        <ExternalLink href={privacyUrl} className={linkClass}>
          privacy policy
        </ExternalLink>
        .
      </p>
    </footer>
  )
}
