import { ok, refused, type Scenarios } from '../contract-scenario'
import { tokenFor } from '../test-helpers'

/** Directory sync's calls in the contract test (mock-api/contract.test.ts finds this file). */

const ADMIN = 'bigadmin@bigcorp.test'

export const scenarios: Scenarios = {
  getDirectory: async () => {
    await ok('getDirectory', { token: await tokenFor(ADMIN) })
    await ok('getDirectory', { token: await tokenFor('staff@flow.test') })
    await refused('getDirectory', 'not_authenticated')
    await refused('getDirectory', 'enterprise_required', {
      token: await tokenFor('admin@acme.test'),
    })
    await refused('getDirectory', 'admin_required', { token: await tokenFor('intern@flow.test') })
  },
  directoryPortal: async () => {
    await ok('directoryPortal', { token: await tokenFor(ADMIN) })
    await refused('directoryPortal', 'enterprise_required', {
      token: await tokenFor('admin@acme.test'),
    })
  },
}
