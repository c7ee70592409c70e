import { z } from 'zod'
import { catalog } from '../catalog-data'
import { endpoints as e } from '../../src/shared/contract'
import { readQuery, refuse, respond, serve } from '../lib/http'
import { recordAudit } from '../audit/audit-store'
import { CATALOG_TARGET } from '../audit/audit-targets'
import { db } from '../db'
import { requireInternal, requireUser } from './guards'

/** Analytics event catalog (internal staff). */

const pageQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(500).default(50),
  page_number: z.coerce.number().int().min(1).default(1),
  search: z.string().trim().toLowerCase().default(''),
})

const toJson = (item: { event_type: string; event_keys: readonly string[] }) => ({
  event_type: item.event_type,
  event_keys: [...item.event_keys],
})

export const catalogHandlers = [
  serve(e.eventsCatalog, ({ request, url }) => {
    requireInternal(requireUser(request))
    const { page_size, page_number, search } = readQuery(url, pageQuery)
    const items = search
      ? catalog().filter(
          (item) =>
            item.event_type.toLowerCase().includes(search) ||
            item.event_keys.some((key) => key.toLowerCase().includes(search)),
        )
      : catalog()
    const start = (page_number - 1) * page_size
    return respond(e.eventsCatalog, { items: items.slice(start, start + page_size).map(toJson) })
  }),

  serve(e.eventType, ({ request, params }) => {
    requireInternal(requireUser(request))
    const item = catalog().find((entry) => entry.event_type === params.eventType)
    if (!item) throw refuse(e.eventType, 'event_type_not_found', 'Event type not found')
    return respond(e.eventType, { items: [toJson(item)] })
  }),

  serve(e.refreshAllEventTypes, ({ request }) => {
    const user = requireUser(request)
    requireInternal(user)
    // Recorded in the staff member's organisation; staff outside one leave no log (AUDIT-5).
    const org = user.orgId ? db.orgs.get(user.orgId) : undefined
    if (org)
      recordAudit(org, user, request, { action: 'catalog.refresh_started', target: CATALOG_TARGET })
    return respond(e.refreshAllEventTypes, {
      message: 'Refresh of all event types started; it takes about 5+ minutes',
    })
  }),
]
