import { memo } from 'react'
import type { Invite, UnsentInvite } from '@/entities/invite'
import type { Member } from '@/entities/member'
import type { Role } from '@/entities/organisation'
import { cn } from '@/shared/lib'
import { Badge, Button, EmailText, Tooltip } from '@/shared/ui'
import { expiryText } from '../lib/expiry-text'
import { inviteChipText, inviteStatus } from '../lib/invite-status'
import { memberName } from '../lib/team-rows'
import { TEAM_MESSAGES } from '../model/team-messages'
import { RoleSelect } from './role-select'
import { RowCheck } from './row-check'
import { revokeControlName, roleControlName, selectControlName } from './use-follow-row'

/**
 * Below md a row is a card (checkbox beside name, role, status and actions stacked); from md up
 * the five columns of the table. Fixed 64 px rows on wide screens, measured cards on narrow ones.
 */
export const ROW_GRID =
  'grid grid-cols-[2.75rem_minmax(0,1fr)] items-center gap-x-2 gap-y-1.5 lg:grid-cols-[2.5rem_minmax(0,2.2fr)_minmax(7.5rem,1fr)_minmax(9rem,1.2fr)_12rem] lg:gap-3'
const CHECK_CELL = 'row-span-4 self-start narrow:row-span-1 lg:row-span-1 lg:self-center'
const CELL = 'col-start-2 min-w-0 lg:col-start-auto'
/** Role, status, actions: on a very narrow card (large text) they take its whole width. */
const DETAIL = `${CELL} narrow:col-span-2 narrow:col-start-1`

const roleLabel = (role: Member['role']) =>
  role === 'admin' ? 'Admin' : role === 'member' ? 'Member' : 'No role'

type Place = {
  index: number
  offset: number
  measure?: ((node: Element | null) => void) | undefined
}

function RowShell({ index, offset, measure, children }: Place & { children: React.ReactNode }) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      ref={measure}
      className={cn(
        ROW_GRID,
        'absolute inset-x-0 top-0 border-b border-border px-3 py-3 last:border-b-0 lg:h-16 lg:px-4 lg:py-0',
      )}
      style={{ transform: `translateY(${offset}px)` }}
    >
      {children}
    </div>
  )
}

/** Selection as primitives, so memoised rows re-render only when their own box changes. */
export type Selectable = {
  rowKey: string
  /** null: this row has no checkbox (your own row, a non-admin's table, a not-sent row). */
  selected: boolean | null
  onToggle: (key: string, on: boolean) => void
}

/** The row's checkbox cell: empty where the row cannot be selected. */
function CheckCell({ rowKey, selected, onToggle, label }: Selectable & { label: string }) {
  return (
    <div role="cell" className={CHECK_CELL}>
      {selected !== null ? (
        <RowCheck
          label={selectControlName(label)}
          checked={selected}
          onChange={(on) => onToggle(rowKey, on)}
        />
      ) : null}
    </div>
  )
}

/** Name over e-mail, each cut to one line with the whole value in a title. */
function Who({
  title,
  subtitle,
  extra,
}: {
  title: string
  subtitle: string
  extra?: React.ReactNode
}) {
  return (
    <div role="cell" className={CELL}>
      {/* Cards (below lg) wrap a long name or address, before its @ or a dot; the table's
          fixed-height rows truncate. */}
      <p className="font-medium [overflow-wrap:anywhere] text-foreground lg:truncate" title={title}>
        <EmailText value={title} />
        {extra}
      </p>
      <p className="[overflow-wrap:anywhere] text-muted-foreground lg:truncate" title={subtitle}>
        <EmailText value={subtitle} />
      </p>
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

type MemberRowProps = Place &
  Selectable & {
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
  rowKey,
  selected,
  onToggle,
  onRoleChange,
  onRemove,
  ...place
}: MemberRowProps) {
  const name = memberName(member)
  const canEdit = admin && !self && !lastAdmin
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

const CHIP_TONE = { pending: 'info', expiring: 'warning', expired: 'neutral' } as const

type InviteRowProps = Place &
  Selectable & {
    invite: Invite
    admin: boolean
    now: number
    resending: boolean
    onResend: (invite: Invite) => void
    onRevoke: (invite: Invite) => void
  }

export const InviteRow = memo(function InviteRow({
  invite,
  admin,
  now,
  rowKey,
  selected,
  onToggle,
  resending,
  onResend,
  onRevoke,
  ...place
}: InviteRowProps) {
  const status = inviteStatus(invite, now)
  return (
    <RowShell {...place}>
      <CheckCell {...{ rowKey, selected, onToggle }} label={invite.email} />
      <Who title={invite.email} subtitle="Invitation" />
      <div role="cell" className={cn(DETAIL, 'text-foreground')}>
        {roleLabel(invite.role)}
      </div>
      <div role="cell" className={cn(DETAIL, 'flex flex-wrap items-center gap-x-2')}>
        {/* TEAM-21: the capitalised status in a chip; TEAM-13: the expiry words beside it, as written. */}
        {/* Wraps rather than widen the page when large text leaves a card too narrow for it. */}
        <Badge tone={CHIP_TONE[status]} className="whitespace-normal">
          {inviteChipText(invite, now)}
        </Badge>
        <span className="text-muted-foreground">{expiryText(invite.expiresAt, now)}</span>
      </div>
      <div role="cell" className={cn(DETAIL, 'flex flex-wrap gap-2 lg:justify-end')}>
        {admin && status !== 'pending' ? (
          <Button
            variant="secondary"
            busy={resending}
            aria-label={`Resend ${invite.email}`}
            onClick={() => onResend(invite)}
          >
            Resend
          </Button>
        ) : null}
        {admin ? (
          <Button
            variant="secondary"
            disabled={resending}
            aria-label={revokeControlName(invite.email)}
            onClick={() => onRevoke(invite)}
          >
            Revoke
          </Button>
        ) : null}
      </div>
    </RowShell>
  )
})

type UnsentRowProps = Place & {
  unsent: UnsentInvite
  admin: boolean
  resending: boolean
  onRetry: (unsent: UnsentInvite) => void
  onDiscard: (unsent: UnsentInvite) => void
}

/** TEAM-22: a resend whose re-invite failed; the address and role wait here for Retry. */
export const UnsentRow = memo(function UnsentRow({
  unsent,
  admin,
  resending,
  onRetry,
  onDiscard,
  ...place
}: UnsentRowProps) {
  return (
    <RowShell {...place}>
      <div role="cell" className={CHECK_CELL} />
      <Who title={unsent.email} subtitle="Invitation" />
      <div role="cell" className={cn(DETAIL, 'text-foreground')}>
        {roleLabel(unsent.role)}
      </div>
      <div role="cell" className={cn(DETAIL, 'flex flex-wrap items-center gap-x-2')}>
        <Badge tone="destructive">{TEAM_MESSAGES.notSent}</Badge>
        <span className="truncate text-muted-foreground" title={unsent.message}>
          {unsent.message}
        </span>
      </div>
      <div role="cell" className={cn(DETAIL, 'flex flex-wrap gap-2 lg:justify-end')}>
        {admin ? (
          <>
            <Button
              variant="primary"
              busy={resending}
              aria-label={`Retry ${unsent.email}`}
              onClick={() => onRetry(unsent)}
            >
              Retry
            </Button>
            <Button
              variant="ghost"
              disabled={resending}
              aria-label={`Discard ${unsent.email}`}
              onClick={() => onDiscard(unsent)}
            >
              Discard
            </Button>
          </>
        ) : null}
      </div>
    </RowShell>
  )
})
