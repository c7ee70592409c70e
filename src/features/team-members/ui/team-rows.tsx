import { memo } from 'react'
import type { Invite } from '@/entities/invite'
import type { Member } from '@/entities/member'
import type { Role } from '@/entities/organisation'
import { cn } from '@/shared/lib'
import { Badge, Button, Tooltip } from '@/shared/ui'
import { capitalise, expiryText } from '../lib/expiry-text'
import { TEAM_MESSAGES } from '../model/team-messages'
import { RoleSelect } from './role-select'

export const ROW_GRID =
  'grid grid-cols-[minmax(0,2.2fr)_minmax(7.5rem,1fr)_minmax(9rem,1.2fr)_6.5rem] items-center gap-3'

const roleLabel = (role: Member['role']) =>
  role === 'admin' ? 'Admin' : role === 'member' ? 'Member' : 'No role'

type Place = { index: number; offset: number; height: number }

function RowShell({ index, offset, height, children }: Place & { children: React.ReactNode }) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={cn(
        ROW_GRID,
        'absolute inset-x-0 top-0 border-b border-border px-4 last:border-b-0',
      )}
      style={{ height, transform: `translateY(${offset}px)` }}
    >
      {children}
    </div>
  )
}

function ReadOnly({ reason, children }: { reason: string; children: React.ReactNode }) {
  return (
    <Tooltip content={reason}>
      <span className="cursor-default text-foreground">{children}</span>
    </Tooltip>
  )
}

type MemberRowProps = Place & {
  member: Member
  admin: boolean
  self: boolean
  lastAdmin: boolean
  onRoleChange: (member: Member, role: Role) => void
  onRemove: (member: Member) => void
}

export const MemberRow = memo(function MemberRow({
  member,
  admin,
  self,
  lastAdmin,
  onRoleChange,
  onRemove,
  ...place
}: MemberRowProps) {
  const name = member.name?.trim() || [member.firstName, member.lastName].filter(Boolean).join(' ')
  const canEdit = admin && !self && !lastAdmin
  return (
    <RowShell {...place}>
      <div role="cell" className="min-w-0">
        <p className="truncate font-medium text-foreground">
          {name || member.email}
          {self ? (
            <span className="ml-1.5 text-xs font-normal text-muted-foreground">(you)</span>
          ) : null}
        </p>
        <p className="truncate text-muted-foreground">{member.email}</p>
      </div>
      <div role="cell" className="min-w-0">
        {canEdit ? (
          <RoleSelect member={member} label={`Role for ${member.email}`} onChange={onRoleChange} />
        ) : !admin ? (
          <ReadOnly reason={TEAM_MESSAGES.adminsOnly}>{roleLabel(member.role)}</ReadOnly>
        ) : lastAdmin ? (
          <ReadOnly reason={TEAM_MESSAGES.lastAdmin}>
            {roleLabel(member.role)}
            <span className="ml-1.5 text-xs text-warning">Last admin</span>
          </ReadOnly>
        ) : (
          <span className="text-foreground">{roleLabel(member.role)}</span>
        )}
      </div>
      <div role="cell">
        <span className="text-success">Active</span>
      </div>
      <div role="cell" className="flex justify-end">
        {self ? (
          <ReadOnly reason={TEAM_MESSAGES.cannotRemoveSelf}>
            <span className="text-xs">You</span>
          </ReadOnly>
        ) : admin && lastAdmin ? (
          <Tooltip content={TEAM_MESSAGES.lastAdmin}>
            <Button variant="secondary" disabled>
              Remove
            </Button>
          </Tooltip>
        ) : admin ? (
          <Button variant="secondary" onClick={() => onRemove(member)}>
            Remove
          </Button>
        ) : null}
      </div>
    </RowShell>
  )
})

type InviteRowProps = Place & {
  invite: Invite
  admin: boolean
  now: number
  onRevoke: (invite: Invite) => void
}

export const InviteRow = memo(function InviteRow({
  invite,
  admin,
  now,
  onRevoke,
  ...place
}: InviteRowProps) {
  const expired = invite.status.toLowerCase() === 'expired'
  return (
    <RowShell {...place}>
      <div role="cell" className="min-w-0">
        <p className="truncate font-medium text-foreground">{invite.email}</p>
        <p className="truncate text-muted-foreground">Invitation</p>
      </div>
      <div role="cell" className="text-foreground">
        {roleLabel(invite.role)}
      </div>
      <div role="cell" className="min-w-0">
        <Badge tone={expired ? 'neutral' : 'warning'} className="mr-2">
          {capitalise(invite.status)}
        </Badge>
        <span className="text-muted-foreground">{expiryText(invite.expiresAt, now)}</span>
      </div>
      <div role="cell" className="flex justify-end">
        {admin ? (
          <Button variant="secondary" onClick={() => onRevoke(invite)}>
            Revoke
          </Button>
        ) : null}
      </div>
    </RowShell>
  )
})
