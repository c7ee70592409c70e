import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { http, delay } from 'msw'
import { server } from '../../tests/msw-server'
import { renderApp } from '../../tests/render'
import { DRAFT_TTL_MS, saveDraft, takeDraft } from '@/shared/lib'
import { PENDING_RETRY_AFTER_MS } from './ui/page-pending'

afterEach(() => vi.useRealTimers())

describe('drafts on leaving the page (a reload, a closed tab)', () => {
  const leave = (persisted: boolean) =>
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted }))

  it('a reload keeps what a founder typed in the create flow, step by step', async () => {
    const view = await renderApp('/get-started', { as: 'founder@umbrella.test' })
    const name = await screen.findByLabelText('Organization name')
    await view.user.clear(name)
    await view.user.type(name, 'Umbrella Labs')
    await view.user.click(screen.getByRole('button', { name: 'Create' }))
    await view.user.type(await screen.findByLabelText('Teammate email 1'), 'rita@umbrella.test')
    leave(false)
    view.unmount()

    const { user } = await renderApp('/get-started')
    expect(await screen.findByLabelText('Organization name')).toHaveValue('Umbrella Labs')
    await user.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findByLabelText('Teammate email 1')).toHaveValue('rita@umbrella.test')
  })

  it('a page kept whole in the back/forward cache saves nothing (its forms come back as they were)', async () => {
    const view = await renderApp('/get-started', { as: 'founder@umbrella.test' })
    const name = await screen.findByLabelText('Organization name')
    await view.user.clear(name)
    await view.user.type(name, 'Umbrella Labs')
    leave(true)
    view.unmount()

    await renderApp('/get-started')
    expect(await screen.findByLabelText('Organization name')).not.toHaveValue('Umbrella Labs')
  })
})

describe('drafts (SESSION-11)', () => {
  it('are kept per user, taken once, and dropped after 24 hours', () => {
    saveDraft('k', 'u1', { a: 'x' })
    expect(takeDraft('k', 'u2')).toBeNull()
    expect(takeDraft('k', 'u1')).toBeNull() // another user's read discarded it
    saveDraft('k', 'u1', { a: 'x' })
    expect(takeDraft('k', 'u1')).toEqual({ a: 'x' })
    expect(takeDraft('k', 'u1')).toBeNull()
    vi.useFakeTimers()
    saveDraft('k', 'u1', { a: 'x' })
    vi.advanceTimersByTime(DRAFT_TTL_MS + 1000)
    expect(takeDraft('k', 'u1')).toBeNull()
  })
})

describe('a page that keeps loading (SESSION-12)', () => {
  it('offers Try again after a while, which loads the page again', async () => {
    let hang = true
    server.use(
      http.get('*/api/v1/enterprise', async () => {
        if (!hang) return undefined
        await delay('infinite')
        return undefined
      }),
    )
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user } = await renderApp('/app/settings/organization', { as: 'admin@acme.test' })
    await vi.advanceTimersByTimeAsync(2000)
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(PENDING_RETRY_AFTER_MS)
    hang = false
    await user.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByLabelText('Organization name')).toHaveValue('Acme Corp')
  })
})
