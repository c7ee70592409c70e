import { endpoints as e } from '../../src/shared/contract'
import type { Org } from '../db'
import { requireOrg, requireUser } from '../handlers/guards'
import { respond, serve } from '../lib/http'
import type { DemoFeature } from './demo-feature'

/** Domain verification in the demo backend (DOMAIN-1): each organisation's items, refilled on every reset. */

type Item = { id: string; name: string }

const items = new Map<string, Item[]>()

/** The demo seed: what each demo organisation shows. */
function seedItems(org: Org): Item[] {
  return [
    { id: `${org.id}-1`, name: `${org.name}: first domain verification item` },
    { id: `${org.id}-2`, name: `${org.name}: second domain verification item` },
  ]
}

export const domainVerificationDemo: DemoFeature = {
  load: (seed) => {
    items.clear()
    for (const org of seed.orgs) items.set(org.id, seedItems(org))
  },
  handlers: [
    serve(e.getDomains, ({ request }) => {
      const org = requireOrg(requireUser(request))
      return respond(e.getDomains, { items: items.get(org.id) ?? [] })
    }),
  ],
}
