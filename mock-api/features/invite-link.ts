import { endpoints as e } from '../../src/shared/contract'
import type { Org } from '../db'
import { requireOrg, requireUser } from '../handlers/guards'
import { respond, serve } from '../lib/http'
import type { DemoFeature } from './demo-feature'

/** Invite link in the demo backend (INVLINK-1): each organisation's items, refilled on every reset. */

type Item = { id: string; name: string }

const items = new Map<string, Item[]>()

/** The demo seed: what each demo organisation shows. */
function seedItems(org: Org): Item[] {
  return [
    { id: `${org.id}-1`, name: `${org.name}: first invite link item` },
    { id: `${org.id}-2`, name: `${org.name}: second invite link item` },
  ]
}

export const inviteLinkDemo: DemoFeature = {
  load: (seed) => {
    items.clear()
    for (const org of seed.orgs) items.set(org.id, seedItems(org))
  },
  handlers: [
    serve(e.getInviteLink, ({ request }) => {
      const org = requireOrg(requireUser(request))
      return respond(e.getInviteLink, { items: items.get(org.id) ?? [] })
    }),
  ],
}
