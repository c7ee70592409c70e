import { z } from 'zod'
import { endpoints as e } from '../../src/shared/contract'
import { INVITE_LINK_EXPIRIES } from '../../src/shared/contract/features/invite-link.schemas'
import { portalOrigin } from '../config'
import type { Org } from '../db'
import { recordAudit } from '../audit/audit-store'
import { requireAdmin, requireUser } from '../handlers/guards'
import { roleSchema } from '../handlers/schemas'
import { readJson, refuse, respond, serve } from '../lib/http'
import type { DemoFeature } from './demo-feature'
import {
  clearLinks,
  expiryTime,
  linkView,
  liveLink,
  newToken,
  putLink,
  retireLink,
  type LinkRecord,
} from './invite-link-store'
import { joinHandlers } from './invite-link-join'

/** Invite link in the demo backend (INVLINK-2 to INVLINK-5): the admin's calls; joining is in invite-link-join.ts. */

/** AUDIT-5: every change of the link is recorded under this target. */
export const INVITE_LINK_TARGET = { type: 'invite_link', id: 'invite_link', label: 'Invite link' }

const expirySchema = z.enum(INVITE_LINK_EXPIRIES)
const createBody = z.object({ role: roleSchema.optional(), expiry: expirySchema.optional() })
const patchBody = z.object({
  role: roleSchema.optional(),
  expiry: expirySchema.optional(),
  restrict_to_domain: z.boolean().optional(),
})

/** The demo seed: no organisation has a link until an admin creates one (INVLINK-2). */
const seedLinks = (): LinkRecord[] => []

const view = (link: LinkRecord, org: Org, request: Request, origin: string) =>
  linkView(link, org, portalOrigin(request, origin))

export const inviteLinkDemo: DemoFeature = {
  load: () => {
    clearLinks()
    for (const link of seedLinks()) putLink(link)
  },
  handlers: [
    serve(e.getInviteLink, ({ request, origin }) => {
      const org = requireAdmin(requireUser(request))
      const link = liveLink(org.id)
      return respond(e.getInviteLink, { link: link ? view(link, org, request, origin) : null })
    }),

    // INVLINK-4: create, or reset (a new token; role, expiry choice and domain limit kept).
    serve(e.createInviteLink, async ({ request, origin }) => {
      const user = requireUser(request)
      const org = requireAdmin(user)
      const body = await readJson(request, createBody)
      const old = retireLink(org.id, 'reset')
      const expiry = body.expiry ?? old?.expiry ?? '7d'
      const link: LinkRecord = {
        orgId: org.id,
        token: newToken(),
        role: body.role ?? old?.role ?? 'member',
        expiry,
        expiresAt: expiryTime(expiry),
        uses: 0,
        restrictToDomain: old?.restrictToDomain ?? !!org.domain,
      }
      putLink(link)
      recordAudit(org, user, request, {
        action: old ? 'invite_link.reset' : 'invite_link.created',
        target: INVITE_LINK_TARGET,
        changes: old ? {} : { role: { before: null, after: link.role } },
        metadata: { expiry: link.expiry },
      })
      return respond(e.createInviteLink, view(link, org, request, origin))
    }),

    // INVLINK-3: only what is sent changes; each changed field is recorded.
    serve(e.updateInviteLink, async ({ request, origin }) => {
      const user = requireUser(request)
      const org = requireAdmin(user)
      const body = await readJson(request, patchBody)
      const link = liveLink(org.id)
      if (!link) throw refuse(e.updateInviteLink, 'no_invite_link', 'There is no invite link')
      if (body.restrict_to_domain && !org.domain)
        throw refuse(e.updateInviteLink, 'no_domain', 'The organization has no domain')
      const changes: Record<string, { before: string | boolean; after: string | boolean }> = {}
      if (body.role && body.role !== link.role) {
        changes.role = { before: link.role, after: body.role }
        link.role = body.role
      }
      if (body.expiry) {
        if (body.expiry !== link.expiry)
          changes.expiry = { before: link.expiry, after: body.expiry }
        link.expiry = body.expiry
        link.expiresAt = expiryTime(body.expiry)
      }
      const restrict = body.restrict_to_domain
      if (restrict !== undefined && restrict !== link.restrictToDomain) {
        changes.restrict_to_domain = { before: link.restrictToDomain, after: restrict }
        link.restrictToDomain = restrict
      }
      if (Object.keys(changes).length > 0)
        recordAudit(org, user, request, {
          action: 'invite_link.updated',
          target: INVITE_LINK_TARGET,
          changes,
        })
      return respond(e.updateInviteLink, view(link, org, request, origin))
    }),

    // INVLINK-5: off at once; the address then says it was turned off.
    serve(e.deleteInviteLink, ({ request }) => {
      const user = requireUser(request)
      const org = requireAdmin(user)
      const old = retireLink(org.id, 'disabled')
      if (!old) throw refuse(e.deleteInviteLink, 'no_invite_link', 'There is no invite link')
      recordAudit(org, user, request, {
        action: 'invite_link.disabled',
        target: INVITE_LINK_TARGET,
        changes: { role: { before: old.role, after: null } },
      })
      return respond(e.deleteInviteLink, { success: true })
    }),
    ...joinHandlers,
  ],
}
