import type { User } from '../db'

/** The targets the handlers record (AUDIT-5): one helper each, so every call names them alike. */

/** Each settings switch, as the Organization tab labels it. */
export const SETTING_LABELS = {
  zdr: 'Zero data retention',
  localDataDelete: 'Auto-delete local data',
  enforceSSO: 'Enforce SSO',
  autoInvite: 'Auto-add users by domain',
} as const

export const memberTarget = (user: Pick<User, 'id' | 'email'>) => ({
  type: 'member',
  id: user.id,
  label: user.email,
})

export const userTarget = (user: Pick<User, 'id' | 'email'>) => ({
  type: 'user',
  id: user.id,
  label: user.email,
})

export const invitationTarget = (email: string) => ({
  type: 'invitation',
  id: email,
  label: email,
})

export const settingTarget = (key: keyof typeof SETTING_LABELS) => ({
  type: 'setting',
  id: key,
  label: SETTING_LABELS[key],
})

export const SUBSCRIPTION_TARGET = {
  type: 'subscription',
  id: 'subscription',
  label: 'Subscription',
}
export const SSO_TARGET = { type: 'sso', id: 'sso', label: 'Single sign-on' }
export const AUDIT_LOG_TARGET = { type: 'audit_log', id: 'audit_log', label: 'Audit log' }
export const BAA_TARGET = { type: 'baa', id: 'hipaa_baa', label: 'HIPAA BAA' }
export const CATALOG_TARGET = { type: 'catalog', id: 'events_catalog', label: 'Events catalog' }

export const organizationTarget = (org: { id: string; name: string }) => ({
  type: 'organization',
  id: org.id,
  label: org.name,
})

export const notificationTarget = (n: { key: string; title: string }) => ({
  type: 'notification',
  id: n.key,
  label: n.title,
})
