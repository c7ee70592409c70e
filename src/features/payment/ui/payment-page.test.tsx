import { describe, expect, it, vi } from 'vitest'
import { act, screen, within, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { hold } from '../../../../tests/hold'
import { stubNewTabs } from '../../../../tests/new-tabs'

const ADMIN = 'billing@initech.test' // Initech: admin, subscription canceled → /payment
const CHECKOUT = '*/api/v1/payment/create_enterprise_checkout_session'
const card = (name: string) => screen.getByRole('region', { name })
const flag = () => localStorage.getItem('awaiting-stripe-subscription')

function recordCheckouts() {
  const bodies: unknown[] = []
  server.use(
    http.post(CHECKOUT, async ({ request }) => {
      bodies.push(await request.clone().json())
    }),
  )
  return bodies
}

describe('payment page', () => {
  it('defaults to Annual and shows both plans with annual prices and savings', async () => {
    await renderApp('/payment', { as: ADMIN })
    expect(await screen.findByRole('heading', { name: 'Select your plan' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Monthly' })).not.toBeChecked()
    expect(card('Teams')).toHaveTextContent('$10')
    expect(card('Teams')).toHaveTextContent('save 17%')
    expect(card('Enterprise')).toHaveTextContent('$24')
    expect(card('Enterprise')).toHaveTextContent('save 20%')
    expect(screen.getByText('Save up to 20% with annual billing')).toBeInTheDocument()
  })

  it('Monthly shows the monthly prices and the first bill for 3 seats', async () => {
    const { user } = await renderApp('/payment', { as: ADMIN })
    await user.click(await screen.findByRole('radio', { name: 'Monthly' }))
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked()
    expect(card('Teams')).toHaveTextContent('$12')
    expect(card('Teams')).toHaveTextContent('First bill for 3 seats: $36 per month')
    expect(card('Enterprise')).toHaveTextContent('$30')
    expect(card('Enterprise')).toHaveTextContent('First bill for 3 seats: $90 per month')
  })

  it('comes back on the schedule chosen before a checkout was left (PAY-1)', async () => {
    const { user, unmount } = await renderApp('/payment', { as: ADMIN })
    await user.click(await screen.findByRole('radio', { name: 'Monthly' }))
    unmount()
    // Back from Stripe (Back or Cancel): the page loads again in the same tab.
    await renderApp('/payment', { as: ADMIN })
    expect(await screen.findByRole('radio', { name: 'Monthly' })).toBeChecked()
    expect(card('Teams')).toHaveTextContent('$12')
  })

  it('shows the note and the contact link for custom plans', async () => {
    await renderApp('/payment', { as: ADMIN })
    expect(
      await screen.findByText(
        'Teams has a 3-seat minimum; Enterprise has no minimum. Billing for new users is prorated. All prices are in USD.',
      ),
    ).toBeInTheDocument()
    const contact = screen.getByRole('link', { name: /Contact/ })
    expect(contact).toHaveAttribute('href', 'mailto:enterprise@flow.test')
    // Not a slash link: a new tab (SHELL).
    expect(contact).toHaveAttribute('target', '_blank')
  })

  it.each([
    ['Annual', 'Teams', 'FLOW_TEAM_YEARLY'],
    ['Monthly', 'Teams', 'FLOW_TEAM_MONTHLY'],
    ['Annual', 'Enterprise', 'FLOW_BUSINESS_YEARLY'],
    ['Monthly', 'Enterprise', 'FLOW_BUSINESS_MONTHLY'],
  ])(
    '%s %s posts %s with 3 seats and remembers the subscription is coming',
    async (schedule, plan, code) => {
      vi.spyOn(console, 'error').mockImplementation(() => {}) // jsdom cannot navigate away
      const bodies = recordCheckouts()
      const { user } = await renderApp('/payment', { as: ADMIN })
      await user.click(await screen.findByRole('radio', { name: schedule }))
      await user.click(within(card(plan)).getByRole('button', { name: `Get started, ${plan}` }))
      await waitFor(() => expect(flag()).toBe('true'))
      expect(bodies).toEqual([{ plan: code, seats: 3 }])
      expect(screen.queryByText('Failed to connect to Stripe')).not.toBeInTheDocument()
    },
  )

  it('keeps the chosen plan busy and the other disabled while the checkout opens', async () => {
    const checkout = hold()
    server.use(
      http.post(CHECKOUT, async () => {
        await checkout.wait()
        return HttpResponse.json({ detail: 'down' }, { status: 500 })
      }),
    )
    const { user } = await renderApp('/payment', { as: ADMIN })
    await user.click(
      within(await screen.findByRole('region', { name: 'Teams' })).getByRole('button', {
        name: 'Get started, Teams',
      }),
    )
    const teams = within(card('Teams')).getByRole('button', { name: 'Get started, Teams' })
    await waitFor(() => expect(teams).toHaveAttribute('aria-busy', 'true'))
    expect(
      within(card('Enterprise')).getByRole('button', { name: 'Get started, Enterprise' }),
    ).toBeDisabled()
    // PAY-5: the prices on screen stay those of the schedule being bought.
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeDisabled()
    checkout.release()
    expect(await screen.findByText('Failed to connect to Stripe')).toBeInTheDocument()
    expect(teams).toBeEnabled()
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeEnabled()
    expect(flag()).toBeNull()
  })

  it('opens one checkout for a double click, and the chosen button keeps the keyboard (UX-14)', async () => {
    const checkout = hold()
    let posts = 0
    server.use(
      http.post(CHECKOUT, async () => {
        posts += 1
        await checkout.wait()
        return HttpResponse.json({ detail: 'down' }, { status: 500 })
      }),
    )
    await renderApp('/payment', { as: ADMIN })
    const teams = within(await screen.findByRole('region', { name: 'Teams' })).getByRole('button', {
      name: 'Get started, Teams',
    })
    teams.focus()
    act(() => {
      teams.click()
      teams.click()
    })
    await waitFor(() => expect(teams).toHaveAttribute('aria-busy', 'true'))
    expect(teams).toHaveFocus()
    checkout.release()
    expect(await screen.findByText('Failed to connect to Stripe')).toBeInTheDocument()
    expect(posts).toBe(1)
    expect(teams).toHaveFocus()
  })

  it('reads a rate-limited checkout as HTTP-9 says', async () => {
    server.use(
      http.post(CHECKOUT, () =>
        HttpResponse.json(
          { detail: 'slow down' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    )
    const { user } = await renderApp('/payment', { as: ADMIN })
    await user.click(
      within(await screen.findByRole('region', { name: 'Teams' })).getByRole('button', {
        name: 'Get started, Teams',
      }),
    )
    expect(
      await screen.findByText('Too many attempts, try again in 30 seconds'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Failed to connect to Stripe')).not.toBeInTheDocument()
  })

  it.each([
    ['a javascript: URL', { url: 'javascript:alert(1)' }],
    ['another host', { url: 'https://evil.example.com/pay' }],
    ['no URL', {}],
  ])('refuses %s with "Failed to connect to Stripe"', async (_label, answer) => {
    server.use(http.post(CHECKOUT, () => HttpResponse.json(answer)))
    const { user } = await renderApp('/payment', { as: ADMIN })
    await user.click(
      within(await screen.findByRole('region', { name: 'Enterprise' })).getByRole('button', {
        name: 'Get started, Enterprise',
      }),
    )
    expect(await screen.findByText('Failed to connect to Stripe')).toBeInTheDocument()
    expect(flag()).toBeNull()
  })

  it('ends the session when the API no longer accepts it (SESSION-10)', async () => {
    server.use(
      http.post(CHECKOUT, () => HttpResponse.json({ detail: 'Unauthorized' }, { status: 401 })),
    )
    const { user, router } = await renderApp('/payment', { as: ADMIN })
    await user.click(
      within(await screen.findByRole('region', { name: 'Teams' })).getByRole('button', {
        name: 'Get started, Teams',
      }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(
      await screen.findByText('Your session has ended, please sign in again'),
    ).toBeInTheDocument()
  })

  it('tells a member that an admin chooses the plan, with the buttons disabled', async () => {
    await renderApp('/payment', { as: 'milton@initech.test' })
    expect(
      await screen.findByText('Only organization administrators can choose a plan'),
    ).toBeInTheDocument()
    for (const name of ['Teams', 'Enterprise'])
      expect(
        within(card(name)).getByRole('button', { name: `Get started, ${name}` }),
      ).toBeDisabled()
  })
})

describe('payment page for a past-due subscription (BILL-5, PAY-7)', () => {
  it('"Update Payment" opens the billing portal, on the banner and on each card', async () => {
    const tabs = stubNewTabs()
    const { user, router } = await renderApp('/payment', { as: 'admin@globex.test' })
    expect(await screen.findByText('Your last payment failed')).toBeInTheDocument()
    // The SPEC: when past due, the button opens the billing portal and is labelled "Update Payment".
    for (const name of ['Teams', 'Enterprise'])
      expect(
        within(card(name)).getByRole('button', { name: `Update Payment, ${name}` }),
      ).toBeEnabled()
    expect(screen.queryByRole('button', { name: /^Get started/ })).toBeNull()
    const checkouts = recordCheckouts()
    await user.click(screen.getByRole('button', { name: 'Update Payment' }))
    await waitFor(() => expect(tabs.sentTo()).toHaveLength(1))
    expect(tabs.sentTo()[0]).toMatch(/\/demo\/billing-portal\?org=/)
    await user.click(within(card('Teams')).getByRole('button', { name: 'Update Payment, Teams' }))
    await waitFor(() => expect(tabs.sentTo()).toHaveLength(2))
    // Never a second subscription: no checkout, and the page stays where it is.
    expect(checkouts).toEqual([])
    expect(router.state.location.pathname).toBe('/payment')
  })
})
