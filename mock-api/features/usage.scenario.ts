import { ok, refused, type Scenarios } from '../contract-scenario'
import { tokenFor } from '../test-helpers'

/** Usage's calls in the contract test (mock-api/contract.test.ts finds this file). */

const ADMIN = 'admin@acme.test'

export const scenarios: Scenarios = {
  getUsage: async () => {
    const token = await tokenFor(ADMIN)
    await ok('getUsage', { token })
    await ok('getUsage', { token, query: { interval: 'week' } })
    await refused('getUsage', 'not_authenticated')
    await refused('getUsage', 'organization_not_found', {
      token: await tokenFor('founder@umbrella.test'),
    })
    await refused('getUsage', 'admin_required', { token: await tokenFor('member@acme.test') })
    await refused('getUsage', 'invalid_request', { token, query: { from: 'yesterday' } })
  },
  getUsageMembers: async () => {
    await ok('getUsageMembers', { token: await tokenFor(ADMIN) })
    await refused('getUsageMembers', 'not_authenticated')
    await refused('getUsageMembers', 'admin_required', {
      token: await tokenFor('member@acme.test'),
    })
  },
}
