import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderApp } from '../../../../tests/render'

// Issue 41: the seat line and the invite cost note sit in one card and must not disagree.
describe('a past-due subscription on the team page (BILL-3, TEAM-5, TEAM-6)', () => {
  it('reads the seat line as inactive and puts no cost note beside it', async () => {
    const { user } = await renderApp('/app/team', { as: 'admin@globex.test' })
    await screen.findByRole('heading', { name: 'Add your team' })
    // The SPEC: "if the subscription is not active: Your subscription is inactive, please reactivate".
    expect(screen.getByText('Your subscription is inactive, please reactivate')).toBeInTheDocument()
    expect(screen.queryByText(/^Using \d+ of \d+ billed seats$/)).toBeNull()
    await user.type(screen.getByLabelText('Email'), 'new@globex.test')
    expect(screen.queryByText(/billed seat/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Add' })).not.toHaveAccessibleDescription(
      /billed seat/,
    )
  })
})
