import { useCallback, useMemo } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import type { TeamView } from '@/features/team-members'
import { inviteQueries } from '@/entities/invite'
import { memberQueries, MembershipLockContext } from '@/entities/member'
import { isAdmin, useOrganisation } from '@/entities/organisation'
import { useCurrentUser } from '@/entities/session'
import { useExtensions } from '@/entities/capabilities'
import { Banner, PageHeader, Tab, TabsContent, TabsList, TabsRoot } from '@/shared/ui'
import { useDirectoryLock } from '@/features/directory-sync'
import { DomainUsers } from '@/features/domain-users'
import { InviteMany } from '@/features/invite-many'
import { InviteCard } from '@/features/invite-member'
import { InviteLinkCard } from '@/features/invite-link'
import { sortInvites, sortMembers } from '@/features/team-members'
import { MembersTab } from './members-tab'

const route = getRouteApi('/app/team')

/** /app/team: invite form with seats, then members and invitations, and others on the domain. */
export function TeamPage() {
  const org = useOrganisation()
  const me = useCurrentUser()
  const members = useSuspenseQuery(memberQueries.list()).data
  const invites = useSuspenseQuery(inviteQueries.list()).data
  const admin = isAdmin(org)
  // INVLINK-1: admins, on a server with the extension.
  const extensions = useExtensions()
  const withInviteLink = admin && extensions.includes('invite-link')
  // DSYNC-4: while a directory is linked, members come from it: no manual invites or removals.
  const lock = useDirectoryLock(org)
  const view = route.useSearch()
  const navigate = route.useNavigate()
  // TEAM-23: the table's view lives in the URL, so a link reopens it.
  const onViewChange = useCallback(
    (patch: Partial<TeamView>, { replace }: { replace: boolean }) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace }),
    [navigate],
  )
  // Sorted once per change of the lists, never per keystroke in the filter.
  const sortedMembers = useMemo(() => sortMembers(members), [members])
  const sortedInvites = useMemo(() => sortInvites(invites), [invites])
  return (
    <MembershipLockContext value={lock}>
      <PageHeader
        title="Team"
        description={
          admin
            ? 'Invite people, choose their roles and keep an eye on your seats.'
            : 'See who is on your team and ask an admin to add someone.'
        }
      />
      <div className="flex flex-col gap-6">
        {lock ? (
          <Banner tone="info">
            <span id={lock.descriptionId}>{lock.reason}</span>
          </Banner>
        ) : null}
        <InviteCard
          admin={admin}
          members={members}
          invites={invites}
          subscription={org.subscription}
          inviteMany={<InviteMany admin={admin} members={members} invites={invites} />}
        />
        {withInviteLink ? <InviteLinkCard /> : null}
        <TabsRoot defaultValue="members" className="flex flex-col gap-4">
          <TabsList label="Team lists">
            <Tab value="members">Members</Tab>
            <Tab value="domain">Other users on your domain</Tab>
          </TabsList>
          <TabsContent value="members">
            <MembersTab
              members={sortedMembers}
              invites={sortedInvites}
              admin={admin}
              selfId={me.userId}
              orgName={org.name}
              view={view}
              onViewChange={onViewChange}
            />
          </TabsContent>
          <TabsContent value="domain">
            <DomainUsers admin={admin} members={members} invites={invites} />
          </TabsContent>
        </TabsRoot>
      </div>
    </MembershipLockContext>
  )
}
