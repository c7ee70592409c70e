import { useQuery } from '@tanstack/react-query'
import { domainQueries } from '@/entities/domain'
import { useCurrentUser } from '@/entities/session'
import { emailDomain } from '@/shared/lib'
import { PageHeader, Spinner, ErrorState } from '@/shared/ui'
import { ONBOARDING_MESSAGES } from '../model/onboarding-messages'
import { CreateOrganisationFlow } from './create-organisation-flow'
import { DomainUsersList } from './domain-users-list'
import { GetStartedFooter } from './get-started-footer'
import { JoinTeamPanel } from './join-team-panel'
import { PublicDomainPanel } from './public-domain-panel'

/** /get-started: join the team on your domain, or create an organisation (START-1 to START-3). */
export function GetStartedPage() {
  const user = useCurrentUser()
  const domain = emailDomain(user.email)
  // The loader has settled both: neither is asked again on mount, and a failure stays a message.
  const loaded = { retryOnMount: false, refetchOnMount: false } as const
  const status = useQuery({ ...domainQueries.status(), ...loaded })
  const forbidden = status.data?.team_domain_status === 'forbidden'
  // MODEL-6's `error` check value is a failed lookup too (START-9).
  const statusFailed = status.isError || status.data?.team_domain_status === 'error'
  const info = useQuery({
    ...domainQueries.info(),
    enabled: status.isSuccess && !forbidden,
    ...loaded,
  })
  const otherUsers = info.data?.same_domain_users ?? []

  return (
    <div>
      <PageHeader
        title="Get started"
        description={
          forbidden
            ? 'Flow organizations belong to a company e-mail domain.'
            : `Set up Flow for the people you work with at ${domain}.`
        }
      />
      <div className="flex flex-col gap-6">
        {statusFailed ? (
          <LoadError message={ONBOARDING_MESSAGES.statusFailed} onRetry={() => status.refetch()} />
        ) : null}
        {info.isError ? (
          <LoadError
            message={ONBOARDING_MESSAGES.domainUsersFailed}
            onRetry={() => info.refetch()}
          />
        ) : null}
        {status.isPending ? (
          <Spinner label="Loading..." />
        ) : status.data?.team_domain_status === 'exists' ? (
          <JoinTeamPanel
            domain={domain}
            teamName={status.data.team_name ?? info.data?.team_name ?? null}
            autoInvite={status.data.auto_invite}
          />
        ) : forbidden ? (
          <PublicDomainPanel domain={domain} />
        ) : (
          <div
            className={
              otherUsers.length > 0
                ? 'grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_16rem]'
                : 'max-w-xl'
            }
          >
            <CreateOrganisationFlow domain={domain} />
            {otherUsers.length > 0 ? <DomainUsersList domain={domain} users={otherUsers} /> : null}
          </div>
        )}
        <GetStartedFooter />
      </div>
    </div>
  )
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <ErrorState message={message} onRetry={onRetry} />
}
