import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderApp } from '../../../../tests/render'

async function openAs(email: string) {
  await renderApp('/app/team', { as: email })
  return screen.findByRole('region', { name: 'Add your team' }, { timeout: 5000 })
}

describe('seat meter (INVITE-10)', () => {
  it('shows seats in use against billed seats, split into members and pending invitations', async () => {
    const card = await openAs('admin@acme.test')
    // TEAM-5's line stays as it was.
    expect(within(card).getByText('Using 9 of 9 billed seats')).toBeInTheDocument()
    const meter = within(card).getByRole('meter', { name: 'Seats in use' })
    expect(meter).toHaveAttribute('aria-valuenow', '9')
    expect(meter).toHaveAttribute('aria-valuemax', '9')
    expect(meter).toHaveAttribute(
      'aria-valuetext',
      'Using 9 of 9 billed seats: 5 members, 4 pending invitations',
    )
    // Acme has five invitations; the expired one holds no seat (MODEL-3).
    expect(within(card).getByText('5 members')).toBeInTheDocument()
    expect(within(card).getByText('4 pending invitations')).toBeInTheDocument()
    expect(within(card).getByText('9 billed seats')).toBeInTheDocument()
  })

  it('has no bar or billed seats without an active subscription (TEAM-5)', async () => {
    const card = await openAs('billing@initech.test')
    expect(
      within(card).getByText('Your subscription is inactive, please reactivate'),
    ).toBeInTheDocument()
    expect(within(card).queryByRole('meter')).not.toBeInTheDocument()
    expect(within(card).queryByText(/billed seat/)).not.toBeInTheDocument()
    expect(within(card).getByText(/^\d+ members?$/)).toBeInTheDocument()
  })
})
