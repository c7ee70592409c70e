import { memo } from 'react'
import { useMembershipLock, type Member } from '@/entities/member'
import type { Role } from '@/entities/organisation'
import { cn } from '@/shared/lib'
import { Badge, Button, Tooltip } from '@/shared/ui'
import { memberName } from '../lib/team-rows'
import { TEAM_MESSAGES } from '../model/team-messages'
import { LastActiveCell } from './last-active'
import { RoleSelect } from './role-select'
import {
  CheckCell,
  DETAIL,
  ReadOnly,
  RowShell,
  Who,
  roleLabel,
  type Place,
  type Selectable,
} from './row-cells'
import { roleControlName } from './use-follow-row'

type MemberRowProps = Place &
  Selectable & {
    member: Member
    admin: boolean
    self: boolean
    lastAdmin: boolean
    onRoleChange: (member: Member, role: Role) => Promise<void>
    onRemove: (member: Member) => void
  }

export const MemberRow = memo(function MemberRow({
  member,
  admin,
  self,
  lastAdmin,
  rowKey,
  selected,
  onToggle,
  onRoleChange,
  onRemove,
  ...place
}: MemberRowProps) {
  const name = memberName(member)
  const canEdit = admin && !self && !lastAdmin
  const lock = useMembershipLock()
  return (
    <RowShell {...place}>
      <CheckCell {...{ rowKey, selected, onToggle }} label={member.email} />
      <Who
        title={name || member.email}
        subtitle={member.email}
        extra={
          self ? (
            <span className="ml-1.5 text-xs font-normal text-muted-foreground">(you)</span>
          ) : null
        }
      />
      <div role="cell" className={cn(DETAIL, 'max-lg:max-w-48')}>
        {canEdit ? (
          <RoleSelect
            member={member}
            label={roleControlName(member.email)}
            onChange={onRoleChange}
          />
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
      <div role="cell" className={DETAIL}>
        <Badge tone="success">Active</Badge>
      </div>
      <LastActiveCell userId={member.userId} />
      <div role="cell" className={cn(DETAIL, 'flex flex-wrap gap-2 lg:justify-end')}>
        {self ? (
          <ReadOnly reason={TEAM_MESSAGES.cannotRemoveSelf}>
            <span className="text-xs">You</span>
          </ReadOnly>
        ) : admin && lastAdmin ? (
          <Tooltip content={TEAM_MESSAGES.lastAdmin}>
            <Button variant="secondary" disabled aria-label={`Remove ${member.email}`}>
              Remove
            </Button>
          </Tooltip>
        ) : admin && lock ? (
          // DSYNC-4: a linked directory decides who leaves; the page's notice says so.
          <Tooltip content={lock.reason}>
            <Button
              variant="secondary"
              disabled
              aria-label={`Remove ${member.email}`}
              aria-describedby={lock.descriptionId}
            >
              Remove
            </Button>
          </Tooltip>
        ) : admin ? (
          // Named for the row (the visible word first), so a list of buttons tells them apart.
          <Button
            variant="secondary"
            aria-label={`Remove ${member.email}`}
            onClick={() => onRemove(member)}
          >
            Remove
          </Button>
        ) : null}
      </div>
    </RowShell>
  )
})
