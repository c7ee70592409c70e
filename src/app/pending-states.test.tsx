import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../tests/msw-server'
import { renderApp } from '../../tests/render'
import { hold } from '../../tests/hold'

/** Holds every call to `path` (then leaves it to the demo handler, or answers `answer`). */
function holdCalls(method: 'get' | 'post', path: string, answer?: () => Response) {
  const gate = hold()
  server.use(
    http[method](path, async () => {
      await gate.wait()
      return answer?.()
    }),
  )
  return gate
}

/** Presses are ignored meanwhile, but the button stays focusable: the keyboard keeps its place. */
function expectBusyButFocusable(button: HTMLElement) {
  expect(button).toHaveAttribute('aria-disabled', 'true')
  expect(button).toBeEnabled()
}

// UX-12: every action that can take more than a second shows it is under way, and cannot be
// started twice meanwhile.
describe('work that takes time shows it is under way (UX-12)', () => {
  it('opening the billing portal from Manage Subscription (UX-12, BILL-9)', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null)
    const gate = holdCalls('get', '*/api/v1/payment/enterprise-portal')
    const { user } = await renderApp('/app/settings/billing', { as: 'admin@acme.test' })
    const manage = await screen.findByRole('button', { name: 'Manage Subscription' })
    await user.click(manage)
    await waitFor(() => expect(manage).toHaveAttribute('aria-busy', 'true'))
    expectBusyButFocusable(manage)
    gate.release()
    await waitFor(() => expect(manage).not.toHaveAttribute('aria-busy'))
  })

  it('opening the billing portal from a past-due plan card shows on that card (UX-12)', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null)
    const gate = holdCalls('get', '*/api/v1/payment/enterprise-portal')
    const { user } = await renderApp('/app/settings/billing', { as: 'admin@globex.test' })
    const card = within(await screen.findByRole('region', { name: 'Enterprise' }))
    const update = card.getByRole('button', { name: 'Update Payment, Enterprise' })
    await user.click(update)
    await waitFor(() => expect(update).toHaveAttribute('aria-busy', 'true'))
    expectBusyButFocusable(update)
    gate.release()
    await waitFor(() => expect(update).not.toHaveAttribute('aria-busy'))
  })

  it('the checkout redirect from a plan card (UX-12, BILL-5)', async () => {
    const gate = holdCalls('post', '*/api/v1/payment/create_enterprise_checkout_session', () =>
      HttpResponse.json({ detail: 'stripe down' }, { status: 500 }),
    )
    const { user } = await renderApp('/app/settings/billing', { as: 'billing@initech.test' })
    const teams = within(await screen.findByRole('region', { name: 'Teams' }))
    await user.click(teams.getByRole('button', { name: 'Get started, Teams' }))
    const button = await teams.findByRole('button', { busy: true })
    expectBusyButFocusable(button)
    gate.release()
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'))
  })

  it('the SSO set-up portal (UX-12, SSO-2)', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null)
    const gate = holdCalls('post', '*/api/v1/enterprise/sso')
    const { user } = await renderApp('/app/settings/organization', { as: 'staff@flow.test' })
    const setUp = await screen.findByRole('button', { name: 'Set up SSO' })
    await user.click(setUp)
    await waitFor(() => expect(setUp).toHaveAttribute('aria-busy', 'true'))
    gate.release()
    await waitFor(() => expect(setUp).not.toHaveAttribute('aria-busy'))
  })

  it('Refresh All Events (UX-12, CAT-9)', async () => {
    const gate = holdCalls('get', '*/api/v1/analytics/refresh-all-event-types')
    const { user } = await renderApp('/app/event-catalog', { as: 'staff@flow.test' })
    const refresh = await screen.findByRole('button', { name: 'Refresh All Events' })
    await user.click(refresh)
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'))
    expectBusyButFocusable(refresh)
    gate.release()
    await waitFor(() => expect(refresh).not.toHaveAttribute('aria-busy'))
  })
})
