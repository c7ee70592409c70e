import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useCurrentUser } from '@/entities/session'
import { rateLimitMessage } from '@/shared/api'
import { useSingleFlightMutation } from '@/shared/lib'
import { Banner, Button, Card, useToast } from '@/shared/ui'
import { useJoinTeam } from '../api/use-join-team'
import { useRequestToJoin } from '../api/use-request-to-join'
import { joinRequestMessage } from '../model/join-request'
import { rememberJoinRequestSent, wasJoinRequestSent } from '../model/join-request-sent'
import { ONBOARDING_MESSAGES } from '../model/onboarding-messages'

type Props = { domain: string; teamName: string | null; autoInvite: boolean }

/**
 * START-1, START-2: a team already exists on the domain. "Request to join team" always shows
 * (the SPEC's button); when the team adds users by domain, "Join {team}" stands beside it.
 */
export function JoinTeamPanel({ domain, teamName, autoInvite }: Props) {
  const team = teamName ?? 'A team'
  return (
    <Card aria-labelledby="join-team-heading" className="flex flex-col gap-3">
      <h2 id="join-team-heading" className="text-lg font-semibold">
        Looks like there&apos;s a team on your domain
      </h2>
      <p className="text-sm text-foreground">
        <strong>{team}</strong> already uses Flow with {domain} addresses.{' '}
        {autoInvite
          ? 'Anyone with an address on this domain can join it, or ask its admins to add you.'
          : 'Its admins can add you: we will send them a message.'}
      </p>
      <div className="flex flex-wrap items-start gap-3">
        {autoInvite ? <JoinDirectly teamName={team} /> : null}
        <RequestToJoin teamName={teamName} secondary={autoInvite} />
      </div>
    </Card>
  )
}

function RequestToJoin({ teamName, secondary }: { teamName: string | null; secondary: boolean }) {
  const user = useCurrentUser()
  const request = useSingleFlightMutation(useRequestToJoin())
  const toast = useToast()
  // SPEC: "Request sent" and disabled after use, a reload included (no second message).
  const [sentBefore] = useState(() => wasJoinRequestSent(user.userId))
  const sent = sentBefore || request.isSuccess
  const send = () =>
    request.mutate(joinRequestMessage(user, teamName), {
      onSuccess: () => {
        rememberJoinRequestSent(user.userId)
        toast(ONBOARDING_MESSAGES.requestSent)
      },
    })
  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        variant={secondary ? 'secondary' : 'primary'}
        onClick={send}
        busy={request.isPending}
        disabled={sent}
      >
        {sent ? 'Request sent' : 'Request to join team'}
      </Button>
      {request.isError ? (
        <Banner tone="error">
          {rateLimitMessage(request.error) ?? ONBOARDING_MESSAGES.contactFailed}
        </Banner>
      ) : null}
    </div>
  )
}

function JoinDirectly({ teamName }: { teamName: string }) {
  const join = useSingleFlightMutation(useJoinTeam())
  const navigate = useNavigate()
  const toast = useToast()
  const send = () =>
    join.mutate(undefined, {
      onSuccess: (organisation) => {
        toast(`Joined ${organisation.name}`)
        // The gate takes it from here: /app, or /payment without an active plan.
        void navigate({ to: '/' })
      },
    })
  return (
    <div className="flex flex-col items-start gap-3">
      <Button onClick={send} busy={join.isPending}>
        Join {teamName}
      </Button>
      {join.isError ? (
        <Banner tone="error">
          {rateLimitMessage(join.error) ?? ONBOARDING_MESSAGES.joinFailed}
        </Banner>
      ) : null}
    </div>
  )
}
