import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { chooseRole, findRow, openTeamAsAdmin, queryRow } from '../../../../tests/team-table'
import { hold } from '../../../../tests/hold'

describe('role changes', () => {
  it("changes a role and says 'Updated role'", async () => {
    const { user } = await openTeamAsAdmin()
    await chooseRole(user, 'dev@acme.test', 'Admin')
    expect(await screen.findByText('Updated role')).toBeInTheDocument()
    expect(
      within(await findRow('dev@acme.test')).getByRole('combobox', {
        name: 'Role for dev@acme.test',
      }),
    ).toHaveDisplayValue('Admin')
  })

  it('offers the two roles, and keeps the focus on the selector as the role changes', async () => {
    const { user } = await openTeamAsAdmin()
    const name = 'Role for member@acme.test'
    const select = () => within(queryRow('member@acme.test')!).getByRole('combobox', { name })
    expect(
      within(select())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Member', 'Admin'])
    act(() => select().focus())
    await user.selectOptions(select(), 'Admin')
    expect(await screen.findByText('Updated role')).toBeInTheDocument()
    expect(select()).toHaveFocus()
  })

  it("shows the new role at once and rolls back with 'Failed to update user'", async () => {
    const patch = hold()
    server.use(
      http.patch('*/api/v1/enterprise/members/:userId', async () => {
        await patch.wait()
        return HttpResponse.json({ detail: 'boom' }, { status: 500 })
      }),
    )
    const { user } = await openTeamAsAdmin()
    await chooseRole(user, 'dev@acme.test', 'Admin')
    const select = () =>
      within(queryRow('dev@acme.test')!).getByRole('combobox', { name: 'Role for dev@acme.test' })
    // Optimistic: the row says Admin while the request is held.
    await waitFor(() => expect(select()).toHaveDisplayValue('Admin'))
    expect(screen.queryByText('Failed to update user')).not.toBeInTheDocument()
    patch.release()
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument()
    await waitFor(() => expect(select()).toHaveDisplayValue('Member'))
  })

  it('explains the last admin, who can be neither demoted nor removed', async () => {
    const { user } = await openTeamAsAdmin()
    expect(screen.queryByText('Last admin')).not.toBeInTheDocument()
    await chooseRole(user, 'ops@acme.test', 'Member')
    expect(await screen.findByText('Updated role')).toBeInTheDocument()
    const own = await findRow('admin@acme.test')
    await user.hover(within(own).getByText('Last admin'))
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'The last admin cannot be demoted or removed. Make someone else an admin first.',
    )
  })

  it('says why when the server refuses to demote the last admin', async () => {
    server.use(
      http.patch('*/api/v1/enterprise/members/:userId', () =>
        HttpResponse.json(
          { detail: 'Cannot demote the last admin', code: 'last_admin' },
          { status: 400 },
        ),
      ),
    )
    const { user } = await openTeamAsAdmin()
    await chooseRole(user, 'ops@acme.test', 'Member')
    expect(
      await screen.findByText(
        'The last admin cannot be demoted or removed. Make someone else an admin first.',
      ),
    ).toBeInTheDocument()
  })
})
