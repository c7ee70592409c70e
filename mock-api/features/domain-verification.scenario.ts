import { ok, refused, type Scenarios } from '../contract-scenario'
import { tokenFor } from '../test-helpers'

/** Domain verification's calls in the contract test (mock-api/contract.test.ts finds this file). */

const ADMIN = 'bigadmin@bigcorp.test'

export const scenarios: Scenarios = {
  getDomains: async () => {
    await ok('getDomains', { token: await tokenFor(ADMIN) })
    await refused('getDomains', 'not_authenticated')
    await refused('getDomains', 'enterprise_required', { token: await tokenFor('admin@acme.test') })
    await refused('getDomains', 'admin_required', { token: await tokenFor('intern@flow.test') })
  },
  domainPortal: async () => {
    await ok('domainPortal', { token: await tokenFor(ADMIN) })
    await refused('domainPortal', 'enterprise_required', {
      token: await tokenFor('admin@acme.test'),
    })
  },
}
