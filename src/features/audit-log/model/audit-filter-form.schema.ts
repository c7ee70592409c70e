import * as z from 'zod/mini'
import { AUDIT_FILTER_MAX } from '@/shared/contract'
import { maxChars } from '@/shared/lib'
import { ALL_ACTIONS } from './audit-actions'
import { cleanSearch } from './audit-filters'
import { RANGE_PRESETS, type AuditSearch } from './audit-search.schema'

/** AUDIT-7: the filter form. Its values are the address's filters once applied. */

export const ALL_TIME = 'all'
export const DATE_ORDER_MESSAGE = 'The first day must not be after the last day'

const text = z.string().check(z.trim(), maxChars(AUDIT_FILTER_MAX))

export const auditFilterFormSchema = z
  .object({
    actor: text,
    action: z.string(),
    range: z.enum([ALL_TIME, ...RANGE_PRESETS]),
    from: z.string(),
    to: z.string(),
    q: text,
  })
  .check(
    z.refine((v) => v.range !== 'custom' || !v.from || !v.to || v.from <= v.to, {
      path: ['to'],
      message: DATE_ORDER_MESSAGE,
    }),
  )

export type AuditFilterForm = z.infer<typeof auditFilterFormSchema>

export const formFromSearch = (search: AuditSearch): AuditFilterForm => ({
  actor: search.actor ?? '',
  action: search.action ?? ALL_ACTIONS,
  range: search.range ?? ALL_TIME,
  from: search.from ?? '',
  to: search.to ?? '',
  q: search.q ?? '',
})

export const searchFromForm = (form: AuditFilterForm): AuditSearch =>
  cleanSearch({
    actor: form.actor || undefined,
    action: form.action === ALL_ACTIONS ? undefined : form.action,
    range: form.range === ALL_TIME ? undefined : form.range,
    from: form.from || undefined,
    to: form.to || undefined,
    q: form.q || undefined,
  })
