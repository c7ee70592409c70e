import type { AuditAction } from '@/shared/contract'

/**
 * AUDIT-1, AUDIT-7: each recorded action as people read it, and the groups the action filter
 * offers (a group filters by its prefix: `member.` is every member action).
 */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'invitation.created': 'Invitation sent',
  'invitation.resent': 'Invitation resent',
  'invitation.revoked': 'Invitation revoked',
  'invitation.expired': 'Invitation expired',
  'member.role_changed': 'Role changed',
  'member.removed': 'Member removed',
  'member.self_invited': 'Joined by domain',
  'member.joined': 'Joined by invitation',
  'member.joined_via_link': 'Joined by invite link',
  'organization.created': 'Organization created',
  'organization.renamed': 'Organization renamed',
  'organization.logo_changed': 'Logo changed',
  'setting.changed': 'Setting changed',
  'sso.setup_started': 'SSO set-up started',
  'sso.connected': 'SSO connected',
  'directory.setup_started': 'Directory sync set-up started',
  'directory.state_changed': 'Directory state changed',
  'domain.setup_started': 'Domain verification started',
  'domain.added': 'Domain added',
  'domain.state_changed': 'Domain state changed',
  'baa.signed': 'BAA signed',
  'billing.checkout_started': 'Checkout started',
  'billing.plan_switched': 'Plan switched',
  'notification.sent': 'Notification sent',
  'catalog.refresh_started': 'Catalog refresh started',
  'user.signed_in': 'Signed in',
  'user.sign_in_failed': 'Sign-in failed',
  'user.signed_out': 'Signed out',
  'audit_log.exported': 'Audit log exported',
  'invite_link.created': 'Invite link created',
  'invite_link.reset': 'Invite link reset',
  'invite_link.updated': 'Invite link changed',
  'invite_link.disabled': 'Invite link turned off',
}

/** A recorded action's label; an action this portal does not know reads as written. */
export const actionLabel = (action: string): string =>
  (ACTION_LABELS as Record<string, string | undefined>)[action] ?? action

const GROUPS: readonly [prefix: string, label: string][] = [
  ['member.', 'Members'],
  ['invitation.', 'Invitations'],
  ['user.', 'Sign-ins'],
  ['organization.', 'Organization'],
  ['setting.', 'Settings'],
  ['sso.', 'SSO'],
  ['directory.', 'Directory sync'],
  ['domain.', 'Domains'],
  ['baa.', 'HIPAA BAA'],
  ['billing.', 'Billing'],
  ['notification.', 'Notifications'],
  ['catalog.', 'Event catalog'],
  ['audit_log.', 'Audit log'],
  ['invite_link.', 'Invite link'],
]

export const ALL_ACTIONS = 'all'

/** The action filter's choices: all, then each group followed by its actions. */
export const ACTION_OPTIONS: readonly { value: string; label: string }[] = [
  { value: ALL_ACTIONS, label: 'All actions' },
  ...GROUPS.flatMap(([prefix, label]) => [
    { value: prefix, label: `${label}: all` },
    ...Object.entries(ACTION_LABELS)
      .filter(([action]) => action.startsWith(prefix))
      .map(([action, text]) => ({ value: action, label: `${label}: ${text}` })),
  ]),
]
