import { ok, refused, type Scenarios } from '../contract-scenario'
import { tokenFor } from '../test-helpers'

/** Audit log's calls in the contract test (mock-api/contract.test.ts finds this file). */

const ADMIN = 'admin@acme.test'

export const scenarios: Scenarios = {
  getAuditEvents: async () => {
    const token = await tokenFor(ADMIN)
    const first = (await ok('getAuditEvents', { token, query: { limit: '5' } })) as {
      next_cursor: string
    }
    const second = (await ok('getAuditEvents', {
      token,
      query: { cursor: first.next_cursor, limit: '5' },
    })) as { prev_cursor: string }
    await ok('getAuditEvents', { token, query: { cursor: second.prev_cursor, limit: '5' } })
    await ok('getAuditEvents', { token, query: { cursor: first.next_cursor, action: 'member.' } })
    await refused('getAuditEvents', 'not_authenticated')
    await refused('getAuditEvents', 'organization_not_found', {
      token: await tokenFor('founder@umbrella.test'),
    })
    await refused('getAuditEvents', 'admin_required', { token: await tokenFor('member@acme.test') })
    await refused('getAuditEvents', 'invalid_request', { token, query: { cursor: '%%%' } })
    await refused('getAuditEvents', 'invalid_request', { token, query: { from: 'yesterday' } })
  },
  exportAuditEvents: async () => {
    const token = await tokenFor(ADMIN)
    await ok('exportAuditEvents', { token, query: { action: 'user.' } })
    await refused('exportAuditEvents', 'admin_required', {
      token: await tokenFor('member@acme.test'),
    })
    await refused('exportAuditEvents', 'not_authenticated')
  },
}
