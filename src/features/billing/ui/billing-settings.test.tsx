import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { stubNewTabs } from '../../../../tests/new-tabs'
import { hold } from '../../../../tests/hold'
import { RATE_LIMITED_TEXT, rateLimited } from '../../../../tests/requests'
import { formatDate } from '@/shared/lib'
import { BILLING, card, statusWith } from '../../../../tests/billing'

afterEach(() => vi.restoreAllMocks())

describe('Billing tab access', () => {
  it('tells non-admins it is for administrators only', async () => {
    await renderApp(BILLING, { as: 'member@acme.test' })
    expect(await statusWith(/The billing page is only accessible/)).toHaveTextContent(
      'Admin Access Required: The billing page is only accessible to organization administrators.',
    )
    expect(screen.queryByRole('button', { name: 'Manage Subscription' })).not.toBeInTheDocument()
  })
})

describe('an active Teams annual subscription (Acme)', () => {
  it('says when the plan renews, as a date and relative to now (UX-5)', async () => {
    const { queryClient } = await renderApp(BILLING, { as: 'admin@acme.test' })
    await screen.findByText('Using 9 of 9 billed seats')
    const end = queryClient.getQueryData<{ subscription: { planEndsAt: number } }>([
      'organisation',
      'current',
    ])!.subscription.planEndsAt
    const date = screen.getByText(formatDate(end * 1000, { locales: 'en-US' }))
    expect(date.tagName).toBe('TIME')
    expect(screen.getByText(/^Renews on/)).toHaveTextContent(
      new RegExp(`^Renews on ${date.textContent} \\(in \\d+ (days|months)\\)$`),
    )
  })

  it('shows the plan, the seats and the card labels, without the schedule toggle', async () => {
    await renderApp(BILLING, { as: 'admin@acme.test' })
    expect(await screen.findByText('Using 9 of 9 billed seats')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Teams has a 3-seat minimum; Enterprise has no minimum. Billing for new users is prorated. All prices are in USD.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText(/Teams · Annual/)).toBeInTheDocument()
    // The cards' headings sit under the Plans section's own.
    expect(screen.getByRole('heading', { name: 'Plans', level: 2 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Teams', level: 3 })).toBeInTheDocument()
    expect(screen.queryByRole('radiogroup', { name: 'Billing schedule' })).not.toBeInTheDocument()
    expect(
      within(card('Teams')).getByRole('button', { name: 'Current plan, Teams' }),
    ).toBeDisabled()
    expect(
      within(card('Enterprise')).getByRole('button', { name: 'Upgrade, Enterprise' }),
    ).toBeEnabled()
  })

  it('says so when switching fails', async () => {
    server.use(
      http.post('*/api/v1/payment/enterprise/switch-plan', () =>
        HttpResponse.json({ detail: 'no' }, { status: 400 }),
      ),
    )
    const { user } = await renderApp(BILLING, { as: 'admin@acme.test' })
    await user.click(await screen.findByRole('button', { name: 'Upgrade, Enterprise' }))
    expect(await screen.findByText('Failed to switch plan')).toBeInTheDocument()
    expect(screen.getByText(/Teams · Annual/)).toBeInTheDocument()
  })

  it('reads a rate-limited switch or billing portal as HTTP-9 says', async () => {
    stubNewTabs()
    server.use(
      http.post('*/api/v1/payment/enterprise/switch-plan', rateLimited),
      http.get('*/api/v1/payment/enterprise-portal', rateLimited),
    )
    const { user } = await renderApp(BILLING, { as: 'admin@acme.test' })
    await user.click(await screen.findByRole('button', { name: 'Upgrade, Enterprise' }))
    expect(await screen.findByText(RATE_LIMITED_TEXT)).toBeInTheDocument()
    expect(screen.queryByText('Failed to switch plan')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(RATE_LIMITED_TEXT)).not.toBeInTheDocument(), {
      timeout: 5000,
    })
    await user.click(screen.getByRole('button', { name: 'Manage Subscription' }))
    expect(await screen.findByText(RATE_LIMITED_TEXT)).toBeInTheDocument()
    expect(
      screen.queryByText('Failed to find your subscription. Please contact support.'),
    ).not.toBeInTheDocument()
  })

  it('opens the billing portal from Manage Subscription', async () => {
    const tabs = stubNewTabs()
    const { user } = await renderApp(BILLING, { as: 'admin@acme.test' })
    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }))
    await waitFor(() => expect(tabs.sentTo()).toHaveLength(1))
    expect(tabs.sentTo()[0]).toMatch(/\/demo\/billing-portal\?org=/)
    expect(tabs.withOpener()).toBe(0)
  })

  it('opens the portal’s tab during the press, so a slow answer is no blocked popup (BILL-9)', async () => {
    const tabs = stubNewTabs()
    const answer = hold()
    server.use(
      // Held, then answered by the demo backend.
      http.get('*/api/v1/payment/enterprise-portal', async () => {
        await answer.wait()
      }),
    )
    const { user } = await renderApp(BILLING, { as: 'admin@acme.test' })
    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }))
    // Past the press's user activation a browser blocks window.open: the tab is already there.
    expect(tabs.opened()).toBe(1)
    expect(tabs.sentTo()).toEqual([])
    answer.release()
    await waitFor(() => expect(tabs.sentTo()).toHaveLength(1))
    expect(tabs.opened()).toBe(1)
  })

  it('opens one portal tab for a double click on Manage Subscription (VAL-4)', async () => {
    const tabs = stubNewTabs()
    let asked = 0
    server.use(
      http.get('*/api/v1/payment/enterprise-portal', () => {
        asked += 1
      }),
    )
    await renderApp(BILLING, { as: 'admin@acme.test' })
    const manage = await screen.findByRole('button', { name: 'Manage Subscription' })
    act(() => {
      manage.click()
      manage.click()
    })
    await waitFor(() => expect(tabs.sentTo()).toHaveLength(1))
    await waitFor(() => expect(manage).not.toHaveAttribute('aria-busy'))
    expect(asked).toBe(1)
    expect(tabs.opened()).toBe(1)
  })

  it.each([
    ['no subscription', HttpResponse.json({ detail: 'No subscription' }, { status: 404 })],
    ['an unsafe URL', HttpResponse.json({ url: 'javascript:alert(1)' })],
    ['another host', HttpResponse.json({ url: 'https://evil.example/portal' })],
  ])('refuses %s with the subscription message', async (_label, response) => {
    server.use(http.get('*/api/v1/payment/enterprise-portal', () => response))
    const tabs = stubNewTabs()
    const { user } = await renderApp(BILLING, { as: 'admin@acme.test' })
    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }))
    expect(
      await screen.findByText('Failed to find your subscription. Please contact support.'),
    ).toBeInTheDocument()
    // The tab opened at the press closes again, having been sent nowhere.
    expect(tabs.sentTo()).toEqual([])
    expect(tabs.closed()).toBe(tabs.opened())
  })
})
