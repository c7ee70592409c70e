import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderApp } from '../../../../tests/render'
import { NOW, serveUsageMembers } from '../../../../tests/usage'

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  // Ada (the viewer) never dictated; Dee joined 5 days ago (grace), Lee 15 days ago; Mo and
  // Oscar (an admin, not the last) stopped 50 and 40 days ago.
  serveUsageMembers([
    { email: 'admin@acme.test', joined: 400, last: null, words: 0, days: 0 },
    { email: 'ops@acme.test', joined: 400, last: 40, words: 0, days: 0 },
    { email: 'dev@acme.test', joined: 5, last: null, words: 0, days: 0 },
    { email: 'member@acme.test', joined: 400, last: 50, words: 0, days: 0 },
    { email: 'legacy@acme.test', joined: 15, last: null, words: 0, days: 0 },
  ])
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const offered = (bucket: string) =>
  within(screen.getByRole('list', { name: bucket }))
    .getAllByRole('listitem')
    .map((li) => /^(.+?) \S+@/.exec(li.textContent ?? '')?.[1])

describe('reclaim seats (USAGE-8, USAGE-9)', () => {
  it('Never active: joined over 14 days ago, never dictated; newer ones and yourself left out (USAGE-8)', async () => {
    await renderApp('/app/usage?reclaim=never', { as: 'admin@acme.test' })
    expect(await screen.findByRole('heading', { name: 'Reclaim seats' })).toBeInTheDocument()
    expect(offered('Never active')).toEqual(['Lee Legacy'])
    expect(screen.getByText('1 joined in the last 14 days and is not listed')).toBeInTheDocument()
  })

  it('Inactive for 30+ days: dictated, not in 30 days, least recent first (USAGE-8)', async () => {
    const { user } = await renderApp('/app/usage?reclaim=never', { as: 'admin@acme.test' })
    await user.click(await screen.findByRole('link', { name: 'Inactive for 30+ days' }))
    expect(offered('Inactive for 30+ days')).toEqual(['Mo Member', 'Oscar Ops'])
  })

  it('says what removing the selection does to the seats and the next invoice (USAGE-9)', async () => {
    const { user } = await renderApp('/app/usage?reclaim=inactive', { as: 'admin@acme.test' })
    await user.click(await screen.findByRole('checkbox', { name: 'Select all 2' }))
    const dry = screen.getByRole('list', { name: 'Dry run' })
    const lines = within(dry)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    // Acme: Teams annual at $10 per seat per month, 10 seats in use (5 members,
    // 5 pending invitations); 8 left after removing 2.
    expect(lines.slice(0, 3)).toEqual([
      'Remove 2 members',
      'Frees 2 seats from the next billing cycle',
      'Next invoice: $1,200 → $960 (−$240)',
    ])
    expect(lines[3]).toMatch(/^Removed seats stay paid for until \w+ \d+, \d{4}$/)
    await user.click(screen.getByRole('checkbox', { name: /Oscar Ops/ }))
    expect(within(dry).getByText('Next invoice: $1,200 → $1,080 (−$120)')).toBeInTheDocument()
  })

  it('removes the selection as a bulk run; they leave the bucket (USAGE-10)', async () => {
    const { user } = await renderApp('/app/usage?reclaim=inactive', { as: 'admin@acme.test' })
    await user.click(await screen.findByRole('checkbox', { name: /Mo Member/ }))
    await user.click(screen.getByRole('button', { name: 'Remove 1 member' }))
    const ask = await screen.findByRole('dialog', { name: 'Remove 1 member' })
    await user.click(within(ask).getByRole('button', { name: 'Remove' }))
    const results = await screen.findByRole('list', { name: 'Results' })
    expect(await within(results).findByText('Removed user')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(offered('Inactive for 30+ days')).toEqual(['Oscar Ops'])
  })
})
