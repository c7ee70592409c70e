import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { stubNewTabs } from '../../../../tests/new-tabs'
import { hold } from '../../../../tests/hold'
import { RATE_LIMITED_TEXT, rateLimited } from '../../../../tests/requests'
import { formatDate } from '@/shared/lib'

const BILLING = '/app/settings/billing'

afterEach(() => vi.restoreAllMocks())

const card = (name: 'Teams' | 'Enterprise') => screen.getByRole('region', { name })

/** The status region (banner) that holds the text. */
const statusWith = (text: string | RegExp) =>
  waitFor(() => {
    const region = screen.getAllByRole('status').find((el) => within(el).queryByText(text))
    expect(region).toBeDefined()
    return region
  })

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

describe('Teams seat minimum', () => {
  it('a switch to Teams bills at least 3 seats', async () => {
    const { user, queryClient } = await renderApp(BILLING, { as: 'admin@acme.test' })
    await screen.findByText('Using 9 of 9 billed seats')
    const key = ['organisation', 'current']
    const org = queryClient.getQueryData<Record<string, unknown>>(key)!
    server.use(
      http.get('*/api/v1/enterprise', () =>
        HttpResponse.json({
          ...org,
          subscription: {
            status: 'active',
            productName: 'FLOW_BUSINESS_MONTHLY',
            numSeats: 1,
            seatsCurrentCycle: 1,
            planEndsAt: 2_000_000_000,
          },
        }),
      ),
    )
    await queryClient.invalidateQueries({ queryKey: key })
    expect(await screen.findByText('Using 1 of 1 billed seats')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Monthly' }))
    // The card's seat count is the one its total is for (PLAN-6).
    expect(card('Teams')).toHaveTextContent('First bill for 3 seats: $36 per month')
    expect(card('Enterprise')).toHaveTextContent('First bill for 1 seat: $30 per month')
    await user.click(within(card('Teams')).getByRole('button', { name: 'Save with Annual, Teams' }))
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Teams (Monthly)?' })
    expect(dialog).toHaveTextContent('$12 per user / month for 3 seats: $36 per month')
  })
})

describe('a past-due Enterprise monthly subscription (Globex)', () => {
  it('warns that access ends after the plan end date and offers Update Payment', async () => {
    const tabs = stubNewTabs()
    const { user, queryClient } = await renderApp(BILLING, { as: 'admin@globex.test' })
    const banner = await screen.findByText(/Your payment is past due/)
    const org = queryClient.getQueryData<{ subscription: { planEndsAt: number } }>([
      'organisation',
      'current',
    ])!
    const date = formatDate(org.subscription.planEndsAt * 1000, { locales: 'en-US' })
    expect(await statusWith(banner.textContent ?? '')).toHaveTextContent(
      `You will lose access to your Enterprise plan after ${date}`,
    )
    expect(screen.getByText('Your subscription is inactive, please reactivate')).toBeInTheDocument()
    // Monthly: the schedule toggle shows, starting on the current schedule.
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked()
    expect(
      within(card('Teams')).getByRole('button', { name: 'Update Payment, Teams' }),
    ).toBeEnabled()
    await user.click(
      within(card('Enterprise')).getByRole('button', { name: 'Update Payment, Enterprise' }),
    )
    await waitFor(() => expect(tabs.sentTo()).toHaveLength(1))
    expect(tabs.sentTo()[0]).toMatch(/\/demo\/billing-portal\?org=/)
  })
})

describe('a canceled Teams monthly subscription (Initech)', () => {
  it('offers Get started on both cards, defaulting to the current schedule', async () => {
    const { user } = await renderApp(BILLING, { as: 'billing@initech.test' })
    expect(
      await screen.findByText('Your subscription is inactive, please reactivate'),
    ).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked()
    expect(within(card('Teams')).getByRole('button', { name: 'Get started, Teams' })).toBeEnabled()
    expect(
      within(card('Enterprise')).getByRole('button', { name: 'Get started, Enterprise' }),
    ).toBeEnabled()
    expect(card('Enterprise')).toHaveTextContent('$30')
    await user.click(screen.getByRole('radio', { name: 'Annual' }))
    expect(card('Enterprise')).toHaveTextContent('$24')
  })

  it('checks out the chosen plan with 3 seats, and says so when Stripe fails', async () => {
    let checkout: unknown
    const answer = hold()
    server.use(
      http.post('*/api/v1/payment/create_enterprise_checkout_session', async ({ request }) => {
        checkout = await request.json()
        await answer.wait()
        return HttpResponse.json({ detail: 'stripe down' }, { status: 500 })
      }),
    )
    const { user } = await renderApp(BILLING, { as: 'billing@initech.test' })
    await user.click(
      await within(await screen.findByRole('region', { name: 'Teams' })).findByRole('button', {
        name: 'Get started, Teams',
      }),
    )
    // PAY-5: while the browser leaves, the schedule being bought stays on screen.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Annual' })).toBeDisabled())
    expect(
      within(card('Enterprise')).getByRole('button', { name: 'Get started, Enterprise' }),
    ).toBeDisabled()
    answer.release()
    expect(await screen.findByText('Failed to connect to Stripe')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeEnabled()
    expect(
      within(card('Enterprise')).getByRole('button', { name: 'Get started, Enterprise' }),
    ).toBeEnabled()
    expect(checkout).toEqual({ plan: 'FLOW_TEAM_MONTHLY', seats: 3 })
    expect(within(card('Teams')).getByRole('button', { name: 'Get started, Teams' })).toBeEnabled()
  })
})

describe('in a German browser (UX-5)', () => {
  it('writes prices in the plan currency and the plan end date the German way; the sentences stay English (UX-5)', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE'])
    const { queryClient } = await renderApp(BILLING, { as: 'admin@globex.test' })
    const banner = await screen.findByText(/Your payment is past due/)
    const org = queryClient.getQueryData<{ subscription: { planEndsAt: number } }>([
      'organisation',
      'current',
    ])!
    const date = formatDate(org.subscription.planEndsAt * 1000, { locales: 'de-DE' })
    expect(date).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u)
    expect(await statusWith(banner.textContent ?? '')).toHaveTextContent(
      `You will lose access to your Enterprise plan after ${date}.`,
    )
    expect(within(card('Teams')).getByText('12 $')).toBeInTheDocument()
    expect(within(card('Enterprise')).getByText('30 $')).toBeInTheDocument()
  })
})
