import { ok, refused, type Scenarios } from '../contract-scenario'
import { tokenFor } from '../test-helpers'

/** Directory sync's calls in the contract test (mock-api/contract.test.ts finds this file). */
export const scenarios: Scenarios = {
  getDirectory: async () => {
    await ok('getDirectory', { token: await tokenFor('admin@acme.test') })
    await refused('getDirectory', 'not_authenticated')
    await refused('getDirectory', 'organization_not_found', {
      token: await tokenFor('founder@umbrella.test'),
    })
  },
}
