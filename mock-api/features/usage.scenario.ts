import { ok, refused, type Scenarios } from '../contract-scenario'
import { tokenFor } from '../test-helpers'

/** Usage's calls in the contract test (mock-api/contract.test.ts finds this file). */
export const scenarios: Scenarios = {
  getUsage: async () => {
    await ok('getUsage', { token: await tokenFor('admin@acme.test') })
    await refused('getUsage', 'not_authenticated')
    await refused('getUsage', 'organization_not_found', {
      token: await tokenFor('founder@umbrella.test'),
    })
  },
}
