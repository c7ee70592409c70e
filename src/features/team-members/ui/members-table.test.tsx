import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { invitationsOf, membersOf } from '../../../../mock-api/db'
import { acmeOrg, addExpiredInvites, openTeamAsAdmin } from '../../../../tests/team-table'

const drawnRows = () =>
  within(screen.getByRole('table', { name: 'Members and invitations' })).getAllByRole('row')
    .length - 1

/** Acme grown to `size` rows with invitations; its status line once the page shows them. */
function teamOf(size: number): string {
  const acme = acmeOrg()
  const members = membersOf(acme.id).length
  const invites = size - members
  const extra = invites - invitationsOf(acme.id).length
  addExpiredInvites(...Array.from({ length: extra }, (_, i) => `extra.${i}@acme.test`))
  return `${members} members and ${invites} invitations`
}

describe('the rows drawn (TEAM-8)', () => {
  it("draws every row of a team of 50, so the browser's find reaches each one", async () => {
    const status = teamOf(50)
    await openTeamAsAdmin()
    expect(await screen.findByText(status)).toBeInTheDocument()
    await expect.poll(drawnRows).toBe(50)
  })

  it('draws those in view and a few more of a longer team', async () => {
    const status = teamOf(51)
    await openTeamAsAdmin()
    expect(await screen.findByText(status)).toBeInTheDocument()
    await expect.poll(drawnRows).toBeGreaterThan(5)
    expect(drawnRows()).toBeLessThan(51)
  })
})
