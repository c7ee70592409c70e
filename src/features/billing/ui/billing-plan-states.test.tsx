import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { stubNewTabs } from '../../../../tests/new-tabs'
import { hold } from '../../../../tests/hold'
import { formatDate } from '@/shared/lib'
import { BILLING, card, statusWith } from '../../../../tests/billing'

afterEach(() => vi.restoreAllMocks())

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
