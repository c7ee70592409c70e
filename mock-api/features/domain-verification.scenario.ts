import { ok, refused, type Scenarios } from '../contract-scenario'
import { tokenFor } from '../test-helpers'

/** Domain verification's calls in the contract test (mock-api/contract.test.ts finds this file). */
export const scenarios: Scenarios = {
  getDomains: async () => {
    await ok('getDomains', { token: await tokenFor('admin@acme.test') })
    await refused('getDomains', 'not_authenticated')
    await refused('getDomains', 'organization_not_found', {
      token: await tokenFor('founder@umbrella.test'),
    })
  },
}
