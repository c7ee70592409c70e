import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'

const BILLING = '/app/settings/billing'
const SWITCH = '*/api/v1/payment/enterprise/switch-plan'
const card = (name: 'Teams' | 'Enterprise') => screen.getByRole('region', { name })

function recordSwitches() {
  const bodies: unknown[] = []
  server.use(
    http.post(SWITCH, async ({ request }) => {
      bodies.push(await request.clone().json())
    }),
  )
  return bodies
}

// The SPEC: "when active, a plan-card click switches the plan directly". Issue 41 allows one
// override: a switch that drops Enterprise features asks first.
describe('plan-card click while active (BILL-5, BILL-7, BILL-8)', () => {
  it('switches an upgrade directly, with no confirmation', async () => {
    const bodies = recordSwitches()
    const { user } = await renderApp(BILLING, { as: 'admin@acme.test' })
    await user.click(
      await within(await screen.findByRole('region', { name: 'Enterprise' })).findByRole('button', {
        name: 'Upgrade, Enterprise',
      }),
    )
    expect(await screen.findByText('Successfully switched to Enterprise plan')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(bodies).toEqual([{ plan: 'FLOW_BUSINESS_YEARLY' }])
    expect(await screen.findByText(/Enterprise · Annual/)).toBeInTheDocument()
    expect(
      within(card('Enterprise')).getByRole('button', { name: 'Current plan, Enterprise' }),
    ).toBeDisabled()
  })

  it('asks before leaving Enterprise, naming the features in use; Cancel switches nothing', async () => {
    const bodies = recordSwitches()
    const { user } = await renderApp(BILLING, { as: 'staff@flow.test' })
    const teams = await within(await screen.findByRole('region', { name: 'Teams' })).findByRole(
      'button',
      { name: 'Save with Annual, Teams' },
    )
    await user.click(teams)
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Teams (Annual)?' })
    expect(dialog).toHaveTextContent(
      'Your organization loses its Enterprise features: Zero data retention, SSO / SAML auth, HIPAA BAA coverage.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(bodies).toEqual([])

    await user.click(teams)
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch plan' }),
    )
    expect(await screen.findByText('Successfully switched to Teams plan')).toBeInTheDocument()
    expect(bodies).toEqual([{ plan: 'FLOW_TEAM_YEARLY' }])
  })
})
