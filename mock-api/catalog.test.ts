// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { catalog } from './catalog-data'
import { call, tokenFor } from './test-helpers'

describe('event catalog', () => {
  it('has 2,000 deterministic snake_case event types with 1–40 keys, dozens about dictation', () => {
    const items = catalog()
    expect(items).toHaveLength(2000)
    expect(new Set(items.map((i) => i.event_type)).size).toBe(2000)
    for (const item of items) {
      expect(item.event_type).toMatch(/^[a-z]+(_[a-z]+)*$/)
      expect(item.event_keys.length).toBeGreaterThanOrEqual(1)
      expect(item.event_keys.length).toBeLessThanOrEqual(40)
    }
    const dictation = items.filter((i) => i.event_type.includes('dictation')).length
    expect(dictation).toBeGreaterThanOrEqual(24)
    expect(items.map((i) => i.event_type)).toEqual(
      expect.arrayContaining(['dictation_started', 'dictation_completed', 'settings_changed']),
    )
  })

  it('pages from page_number 1', async () => {
    const token = await tokenFor('intern@flow.test')
    const first = await call('/api/v1/analytics/events-catalog?page_size=50&page_number=1', {
      token,
    })
    expect(first.status).toBe(200)
    expect(first.body.items).toHaveLength(50)
    const second = await call('/api/v1/analytics/events-catalog?page_size=50&page_number=2', {
      token,
    })
    expect(second.body.items[0].event_type).not.toBe(first.body.items[0].event_type)
    const last = await call('/api/v1/analytics/events-catalog?page_size=50&page_number=40', {
      token,
    })
    expect(last.body.items).toHaveLength(50)
    const beyond = await call('/api/v1/analytics/events-catalog?page_size=50&page_number=41', {
      token,
    })
    expect(beyond.body.items).toHaveLength(0)
    expect(
      (await call('/api/v1/analytics/events-catalog?page_size=0&page_number=1', { token })).status,
    ).toBe(400)
  })

  it('searches event types and keys, case-insensitively', async () => {
    const token = await tokenFor('staff@flow.test')
    const res = await call(
      '/api/v1/analytics/events-catalog?page_size=500&page_number=1&search=DICTATION',
      { token },
    )
    expect(res.body.items.length).toBeGreaterThan(24)
    for (const item of res.body.items as { event_type: string; event_keys: string[] }[]) {
      expect(
        item.event_type.includes('dictation') ||
          item.event_keys.some((k) => k.includes('dictation')),
      ).toBe(true)
    }
    const byKey = await call(
      '/api/v1/analytics/events-catalog?page_size=50&page_number=1&search=crash_signature',
      { token },
    )
    expect(byKey.body.items.length).toBeGreaterThan(0)
    expect(
      byKey.body.items.every((i: { event_keys: string[] }) =>
        i.event_keys.includes('crash_signature'),
      ),
    ).toBe(true)
  })

  it('one event, 404, refresh-all', async () => {
    const token = await tokenFor('staff@flow.test')
    const one = await call('/api/v1/analytics/events-catalog/dictation_started', { token })
    expect(one.status).toBe(200)
    expect(one.body.items).toHaveLength(1)
    expect(one.body.items[0].event_type).toBe('dictation_started')
    expect((await call('/api/v1/analytics/events-catalog/no_such_event', { token })).status).toBe(
      404,
    )
    const all = await call('/api/v1/analytics/refresh-all-event-types', { token })
    expect(all.status).toBe(200)
    expect(typeof all.body.message).toBe('string')
  })

  it('403 for non-internal users', async () => {
    const token = await tokenFor('admin@acme.test')
    for (const path of [
      '/api/v1/analytics/events-catalog?page_size=50&page_number=1',
      '/api/v1/analytics/events-catalog/dictation_started',
      '/api/v1/analytics/refresh-all-event-types',
    ]) {
      expect(await call(path, { token })).toEqual({
        status: 403,
        body: { detail: 'Internal access only', code: 'internal_only' },
      })
    }
  })
})
