import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { sessionQueries } from '@/entities/session'
import { rememberJoinPath } from '@/shared/lib'
import type { InviteLinkPreview } from '@/shared/contract'
import { Button, InlineError, Spinner, buttonClass, useToast } from '@/shared/ui'
import { inviteLinkQueries } from '../api/invite-link.queries'
import { useJoinByLink } from '../api/use-invite-link-mutations'
import {
  DEAD_TITLES,
  JOIN_MESSAGES as M,
  isDeadLinkError,
  joinErrorMessage,
} from '../model/join-messages'
import { JoinCard } from './join-card'
import { JoinError } from './join-error'

/** /join/{token} (INVLINK-6, INVLINK-7): the organisation and role, and a way in. */
export function JoinPage({ token }: { token: string }) {
  const query = useQuery(inviteLinkQueries.preview(token))
  const session = useQuery(sessionQueries.current()).data
  if (query.isPending)
    return (
      <JoinCard title={M.opening}>
        <Spinner className="mx-auto" />
      </JoinCard>
    )
  if (query.isError) return <JoinError error={query.error} onRetry={() => void query.refetch()} />
  const preview = query.data
  const org = preview.org_name
  if (preview.state !== 'valid')
    return (
      <JoinCard title={DEAD_TITLES[preview.state]}>
        <p>{M.ask(org)}</p>
      </JoinCard>
    )
  return (
    <JoinCard title={M.title(org)}>
      <p>{M.invited(org, preview.role)}</p>
      {preview.restricted_domain ? <p>{M.domainHint(preview.restricted_domain)}</p> : null}
      {session ? (
        <JoinButton token={token} preview={preview} email={session.user.email ?? ''} />
      ) : (
        <SignedOut token={token} />
      )}
    </JoinCard>
  )
}

/** INVLINK-7: both go through /login; signing in comes back here. */
function SignedOut({ token }: { token: string }) {
  const back = () => rememberJoinPath(`/join/${token}`)
  return (
    <div className="flex flex-col gap-2">
      <Link to="/login" className={buttonClass('primary')} onClick={back}>
        {M.signIn}
      </Link>
      <Link to="/login" className={buttonClass('secondary')} onClick={back}>
        {M.signUp}
      </Link>
    </div>
  )
}

function JoinButton({
  token,
  preview,
  email,
}: {
  token: string
  preview: InviteLinkPreview
  email: string
}) {
  const join = useJoinByLink(token)
  const toast = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const submit = () => {
    setError(null)
    join.mutate(undefined, {
      onSuccess: (organisation) => {
        toast(M.joined(organisation.name))
        void navigate({ to: '/app' })
      },
      onError: (failure) => {
        // INVLINK-6: stopped meanwhile: the page says why.
        if (isDeadLinkError(failure))
          return void queryClient.invalidateQueries({ queryKey: inviteLinkQueries.all() })
        setError(joinErrorMessage(failure, preview))
      },
    })
  }
  return (
    <div className="flex flex-col gap-3">
      <p>{M.signedInAs(email)}</p>
      <Button busy={join.isPending} onClick={submit}>
        {M.title(preview.org_name)}
      </Button>
      {error ? <InlineError role="alert">{error}</InlineError> : null}
    </div>
  )
}
