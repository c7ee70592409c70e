import { describe, expect, it } from 'vitest'
import { accessFor } from './access'

const DOMAIN = 'flow.test'

describe('the access rule', () => {
  it.each([
    ['staff@flow.test', 'admin', { admin: true, internal: true, internalAdmin: true }],
    ['STAFF@Flow.Test ', 'admin', { admin: true, internal: true, internalAdmin: true }],
    ['intern@flow.test', 'member', { admin: false, internal: true, internalAdmin: false }],
    ['intern@flow.test', null, { admin: false, internal: true, internalAdmin: false }],
    ['admin@acme.test', 'admin', { admin: true, internal: false, internalAdmin: false }],
    ['dana@acme.test', 'member', { admin: false, internal: false, internalAdmin: false }],
    // Only the domain itself counts, not one that merely ends with it.
    ['eve@notflow.test', 'admin', { admin: true, internal: false, internalAdmin: false }],
  ] as const)('%s with role %s', (email, userRole, expected) => {
    expect(accessFor(email, { userRole }, DOMAIN)).toEqual(expected)
  })

  it('grants nothing without an organisation or a configured domain', () => {
    expect(accessFor('staff@flow.test', null, DOMAIN)).toEqual({
      admin: false,
      internal: true,
      internalAdmin: false,
    })
    expect(accessFor('staff@flow.test', { userRole: 'admin' }, '')).toEqual({
      admin: true,
      internal: false,
      internalAdmin: false,
    })
  })
})
