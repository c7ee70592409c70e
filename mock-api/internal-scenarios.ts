import { ok, refused, type Scenarios } from './contract-scenario'
import { tokenFor } from './test-helpers'

/** The contract test's scenarios of the internal calls: notifications and the event catalog. */

const ACME_ADMIN = 'admin@acme.test'
const STAFF = 'staff@flow.test'
const notification = { type: 'announcement', key: 'k', title: 'T', text: 'Hello' }

export const internalScenarios = {
  announce: async () => {
    await ok('announce', { token: await tokenFor(STAFF), body: notification })
    await refused('announce', 'admin_required', {
      token: await tokenFor('intern@flow.test'),
      body: notification,
    })
  },
  notify: async () => {
    await ok('notify', { token: await tokenFor(STAFF), body: { emails: ['a@b.co'], notification } })
    await refused('notify', 'internal_only', {
      token: await tokenFor(ACME_ADMIN),
      body: { emails: ['a@b.co'], notification },
    })
    await refused('notify', 'invalid_request', {
      token: await tokenFor(STAFF),
      body: { emails: [], notification },
    })
  },
  eventsCatalog: async () => {
    const token = await tokenFor(STAFF)
    await ok('eventsCatalog', { token, query: { page_size: '5', page_number: '1', search: 'a' } })
    await refused('eventsCatalog', 'invalid_request', { token, query: { page_number: '0' } })
    await refused('eventsCatalog', 'internal_only', { token: await tokenFor(ACME_ADMIN) })
  },
  eventType: async () => {
    const token = await tokenFor(STAFF)
    const first = (await ok('eventsCatalog', { token, query: { page_size: '1' } })).items[0]
    await ok('eventType', { token, params: { eventType: first.event_type } })
    await refused('eventType', 'event_type_not_found', { token, params: { eventType: 'nope' } })
  },
  refreshAllEventTypes: async () => {
    await ok('refreshAllEventTypes', { token: await tokenFor(STAFF) })
    await refused('refreshAllEventTypes', 'internal_only', { token: await tokenFor(ACME_ADMIN) })
  },
} satisfies Scenarios
