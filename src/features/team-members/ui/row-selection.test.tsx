import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderApp } from '../../../../tests/render'
import { findRow, openTeamAsAdmin, selectionBar } from '../../../../tests/team-table'

describe('selecting rows (TEAM-25)', () => {
  it('never offers a checkbox on your own row, and none to non-admins', async () => {
    await openTeamAsAdmin()
    expect(within(await findRow('admin@acme.test')).queryByRole('checkbox')).not.toBeInTheDocument()
    for (const email of ['ops@acme.test', 'dev@acme.test', 'new.hire@acme.test'])
      expect(
        within(await findRow(email)).getByRole('checkbox', { name: `Select ${email}` }),
      ).toBeInTheDocument()
  })

  it('shows no checkboxes to members', async () => {
    await renderApp('/app/team', { as: 'member@acme.test' })
    await findRow('dev@acme.test')
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })

  it('selects every row matching the filter, not only the rows drawn, and says how many', async () => {
    const { user } = await renderApp('/app/team', { as: 'bigadmin@bigcorp.test' })
    await screen.findByText('2,000 members and 300 invitations')
    const table = screen.getByRole('table', { name: 'Members and invitations' })
    // Virtualised: a few dozen rows are drawn.
    expect(within(table).getAllByRole('row').length).toBeLessThan(60)
    await user.click(screen.getByRole('checkbox', { name: 'Select all 2,299 matching rows' }))
    expect(within(selectionBar()).getByText('2,299 selected')).toBeInTheDocument()
    expect(
      within(selectionBar()).getByRole('button', { name: 'Remove 1,999 members' }),
    ).toBeEnabled()
    expect(
      within(selectionBar()).getByRole('button', { name: 'Revoke 300 invitations' }),
    ).toBeEnabled()
    await user.click(screen.getByRole('checkbox', { name: 'Select all 2,299 matching rows' }))
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument()
  })

  it('keeps the selection across filter changes and counts what the view hides', async () => {
    const { user } = await renderApp('/app/team?role=member', { as: 'admin@acme.test' })
    const all = await screen.findByRole('checkbox', { name: 'Select all 6 matching rows' })
    await user.click(all)
    expect(within(selectionBar()).getByText('6 selected')).toBeInTheDocument()
    await user.click(
      within(await findRow('dev@acme.test')).getByRole('checkbox', {
        name: 'Select dev@acme.test',
      }),
    )
    expect(all).not.toBeChecked()
    expect(all).toHaveProperty('indeterminate', true)
    await user.type(screen.getByLabelText('Filter members'), 'new')
    await screen.findByText('0 members and 1 invitation match')
    expect(within(selectionBar()).getByText('5 selected')).toBeInTheDocument()
    expect(within(selectionBar()).getByText('(4 not in this view)')).toBeInTheDocument()
    await user.click(within(selectionBar()).getByRole('button', { name: 'Clear selection' }))
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument()
  })
})
