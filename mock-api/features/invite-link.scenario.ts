import { ok, refused, type Scenarios } from '../contract-scenario'
import { tokenFor } from '../test-helpers'

/** Invite link's calls in the contract test (mock-api/contract.test.ts finds this file). */
export const scenarios: Scenarios = {
  getInviteLink: async () => {
    await ok('getInviteLink', { token: await tokenFor('admin@acme.test') })
    await refused('getInviteLink', 'not_authenticated')
    await refused('getInviteLink', 'organization_not_found', {
      token: await tokenFor('founder@umbrella.test'),
    })
  },
}
