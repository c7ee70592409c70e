import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { server } from '../msw-server'
import { renderApp } from '../render'
import { API_TIMEOUT_MS } from '@/shared/api'

import { FAULTS, GROUPS, type Group } from './fault-groups'

const openGroup = async (group: Group) =>
  renderApp(
    typeof group.path === 'string' ? group.path : await group.path(),
    group.as ? { as: group.as } : {},
  )

afterEach(() => vi.useRealTimers())

describe.each(GROUPS)('$name', (group) => {
  it.each(Object.entries(FAULTS))(
    '%s shows the product-rules message and keeps the page usable',
    async (_, fault) => {
      server.use(http[group.method](group.url, fault))
      const view = await openGroup(group)
      await group.act(view)
      expect((await screen.findAllByText(group.message))[0]).toBeInTheDocument()
      group.kept?.()
      if (group.page) {
        // ROUTE-6: the page's error; once the call answers again, Try again brings the page back.
        server.resetHandlers()
        await view.user.click(screen.getByRole('button', { name: 'Try again' }))
        expect(await screen.findByRole('heading', { name: group.page, level: 1 })).toBeVisible()
        return
      }
      // Still a working page: its main landmark or the sign-in form is there.
      expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument()
    },
  )

  it('a call that hangs past 20 s behaves the same', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    server.use(
      http[group.method](group.url, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const view = await openGroup(group)
    const acting = group.act(view)
    // Each attempt waits its own 20 s (queries retry twice); the action may itself wait on one.
    for (let i = 0; i < 8 && !screen.queryAllByText(group.message).length; i++)
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS + 100)
    await acting
    expect((await screen.findAllByText(group.message))[0]).toBeInTheDocument()
    group.kept?.()
  })
})

describe('which faults a query retries (by error kind)', () => {
  it.each([
    ['a 500', 3],
    ['a network failure', 3],
    ['malformed JSON', 1],
    ['an answer of the wrong shape', 1],
  ] as const)('%s: the catalog asks %i time(s), then shows its message', async (fault, calls) => {
    let count = 0
    server.use(
      http.get('*/api/v1/analytics/events-catalog', (info) => {
        count++
        return FAULTS[fault]!(info)
      }),
    )
    await renderApp('/app/event-catalog', { as: 'staff@flow.test' })
    expect((await screen.findAllByText('Failed to load events catalog'))[0]).toBeInTheDocument()
    expect(count).toBe(calls)
  })

  it('a refusal (4xx) is asked once', async () => {
    let count = 0
    server.use(
      http.get('*/api/v1/analytics/events-catalog', () => {
        count++
        return HttpResponse.json(
          { detail: 'Internal access only', code: 'internal_only' },
          { status: 403 },
        )
      }),
    )
    await renderApp('/app/event-catalog', { as: 'staff@flow.test' })
    expect((await screen.findAllByText('Failed to load events catalog'))[0]).toBeInTheDocument()
    expect(count).toBe(1)
  })
})
