import type { FeatureNames } from './names'

/**
 * The feature's call in the contract, its part of the demo backend (handler, table, seed) and
 * its contract-test scenario. Each lands in a folder whose index the generator appends to.
 */

export const contractFile = (n: FeatureNames) =>
  `src/shared/contract/features/${n.kebab}.endpoints.ts`
export const demoFile = (n: FeatureNames) => `mock-api/features/${n.kebab}.ts`

const contract = (n: FeatureNames) => `import * as z from 'zod/mini'
import { defineEndpoint } from '../endpoint'
import { MEMBER } from '../errors'
import { text } from '../schemas'

// ${n.prefix}-1: what one item holds is yet to decide; an id and a name to start with.
const ${n.camel}ItemSchema = z.object({ id: z.string(), name: text(200) })

/** ${n.title}'s calls (added to the table by features/index.ts). */
export const ${n.camel}Endpoints = {
  ${n.endpoint.name}: defineEndpoint({
    method: 'get',
    path: '${n.endpoint.path}',
    summary: "The ${n.title.toLowerCase()} items of the caller's organisation",
    auth: 'user',
    response: z.object({ items: z.array(${n.camel}ItemSchema) }),
    errors: [...MEMBER],${n.extension ? `\n    extension: '${n.extension}',` : ''}
  }),
} as const
`

const demo = (n: FeatureNames) => `import { endpoints as e } from '../../src/shared/contract'
import type { Org } from '../db'
import { requireOrg, requireUser } from '../handlers/guards'
import { respond, serve } from '../lib/http'
import type { DemoFeature } from './demo-feature'

/** ${n.title} in the demo backend (${n.prefix}-1): each organisation's items, refilled on every reset. */

type Item = { id: string; name: string }

const items = new Map<string, Item[]>()

/** The demo seed: what each demo organisation shows. */
function seedItems(org: Org): Item[] {
  return [
    { id: \`\${org.id}-1\`, name: \`\${org.name}: first ${n.title.toLowerCase()} item\` },
    { id: \`\${org.id}-2\`, name: \`\${org.name}: second ${n.title.toLowerCase()} item\` },
  ]
}

export const ${n.camel}Demo: DemoFeature = {
  load: (seed) => {
    items.clear()
    for (const org of seed.orgs) items.set(org.id, seedItems(org))
  },
  handlers: [
    serve(e.${n.endpoint.name}, ({ request }) => {
      const org = requireOrg(requireUser(request))
      return respond(e.${n.endpoint.name}, { items: items.get(org.id) ?? [] })
    }),
  ],
}
`

const scenario = (
  n: FeatureNames,
) => `import { ok, refused, type Scenarios } from '../contract-scenario'
import { tokenFor } from '../test-helpers'

/** ${n.title}'s calls in the contract test (mock-api/contract.test.ts finds this file). */
export const scenarios: Scenarios = {
  ${n.endpoint.name}: async () => {
    await ok('${n.endpoint.name}', { token: await tokenFor('admin@acme.test') })
    await refused('${n.endpoint.name}', 'not_authenticated')
    await refused('${n.endpoint.name}', 'organization_not_found', {
      token: await tokenFor('founder@umbrella.test'),
    })
  },
}
`

/** Path → text of every new file outside the feature folder. */
export function backendFiles(n: FeatureNames): Record<string, string> {
  return {
    [contractFile(n)]: contract(n),
    [demoFile(n)]: demo(n),
    [`mock-api/features/${n.kebab}.scenario.ts`]: scenario(n),
  }
}
