import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { domainQueries, type DomainUser } from '@/entities/domain'
import {
  INVITE_RESULT_MESSAGES,
  inviteErrorMessage,
  isInviteExpired,
  useContactAdmins,
  useInviteMember,
  type Invite,
} from '@/entities/invite'
import type { Member } from '@/entities/member'
import { useOrganisation } from '@/entities/organisation'
import { rateLimitMessage } from '@/shared/api'
import { emailKey, useSingleFlightMutation } from '@/shared/lib'
import {
  Banner,
  Button,
  EmailText,
  ShowMoreButton,
  Spinner,
  useShowMore,
  useToast,
} from '@/shared/ui'
import { DOMAIN_USERS_MESSAGES } from '../model/domain-users-messages'

type Props = { admin: boolean; members: readonly Member[]; invites: readonly Invite[] }

/** Verified users on the organisation's domain who are not in the team: one click to invite. */
export function DomainUsers({ admin, members, invites }: Props) {
  const org = useOrganisation()
  const [now] = useState(() => Date.now())
  // TEAM-17: no domain-users call for an organisation without a (company) domain.
  const info = useQuery({ ...domainQueries.info(), enabled: !!org.domain })
  // Emails as sets: a company domain can hold thousands of accounts, checked against thousands
  // of members.
  const lists = useMemo(() => {
    const keys = (items: readonly { email: string }[]) =>
      new Set(items.map((i) => emailKey(i.email)))
    // An expired invitation no longer counts: the address can be invited again (TEAM-2).
    return {
      members: keys(members),
      invited: keys(invites.filter((i) => !isInviteExpired(i, now))),
    }
  }, [members, invites, now])
  const users = useMemo(
    () => info.data?.same_domain_users.filter((u) => !lists.members.has(emailKey(u.email))) ?? [],
    [info.data, lists],
  )
  const { visible, more, showMore } = useShowMore(users)
  if (!org.domain)
    return <p className="text-sm text-muted-foreground">Your organization has no domain set.</p>
  if (info.isPending) return <Spinner label="Loading users on your domain…" />
  if (info.isError) return <Banner tone="error">{DOMAIN_USERS_MESSAGES.domainUsersFailed}</Banner>
  if (!users.length)
    return (
      <p className="text-sm text-muted-foreground">
        Everyone on {org.domain} who has an account is already in your team.
      </p>
    )
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        People with an account on {org.domain} who are not in your team yet.
      </p>
      <ul
        aria-label="Other users on your domain"
        className="divide-y divide-border rounded-lg border border-border bg-card shadow-sm"
      >
        {visible.map((u) => (
          <DomainUserItem
            key={u.email}
            user={u}
            admin={admin}
            invited={lists.invited.has(emailKey(u.email))}
          />
        ))}
      </ul>
      <ShowMoreButton more={more} onClick={showMore} />
    </div>
  )
}

function DomainUserItem({
  user,
  admin,
  invited,
}: {
  user: DomainUser
  admin: boolean
  invited: boolean
}) {
  const toast = useToast()
  const invite = useSingleFlightMutation(useInviteMember())
  const contact = useSingleFlightMutation(useContactAdmins())
  const values = { email: user.email, role: 'member' as const }
  const action = admin ? 'Invite' : 'Ask admins to add'
  const onClick = () =>
    admin
      ? invite.mutate(values, {
          onSuccess: () => toast(INVITE_RESULT_MESSAGES.invited),
          onError: (error) => toast(inviteErrorMessage(error), 'error'),
        })
      : contact.mutate(values, {
          onSuccess: () => toast(INVITE_RESULT_MESSAGES.contacted),
          onError: (error) =>
            toast(rateLimitMessage(error) ?? INVITE_RESULT_MESSAGES.contactFailed, 'error'),
        })
  return (
    <li className="flex min-h-15 flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-2 text-sm">
      <span
        className="min-w-0 flex-1 basis-48 [overflow-wrap:anywhere] text-foreground sm:truncate"
        title={user.email}
      >
        <EmailText value={user.email} />
      </span>
      {invited ? (
        <span className="text-muted-foreground">Invited</span>
      ) : contact.isSuccess ? (
        <span className="text-muted-foreground">Request sent</span>
      ) : (
        <Button
          variant="secondary"
          busy={invite.isPending || contact.isPending}
          aria-label={`${action} ${user.email}`}
          onClick={onClick}
        >
          {action}
        </Button>
      )}
    </li>
  )
}
