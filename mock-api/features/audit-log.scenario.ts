import { ok, refused, type Scenarios } from '../contract-scenario'
import { tokenFor } from '../test-helpers'

/** Audit log's calls in the contract test (mock-api/contract.test.ts finds this file). */
export const scenarios: Scenarios = {
  getAuditEvents: async () => {
    await ok('getAuditEvents', { token: await tokenFor('admin@acme.test') })
    await refused('getAuditEvents', 'not_authenticated')
    await refused('getAuditEvents', 'organization_not_found', {
      token: await tokenFor('founder@umbrella.test'),
    })
  },
}
