import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import {
  countOrganisationReads,
  RATE_LIMITED_TEXT,
  rateLimited,
  recordRequests,
} from '../../../../tests/requests'
import { findRow, queryRow } from '../../../../tests/team-table'
import { hold } from '../../../../tests/hold'

async function openAsAdmin() {
  const view = await renderApp('/app/team', { as: 'admin@acme.test' })
  await findRow('admin@acme.test')
  return view
}

type User = Awaited<ReturnType<typeof renderApp>>['user']

async function chooseRole(user: User, email: string, role: string) {
  await user.click(
    within(await findRow(email)).getByRole('combobox', { name: `Role for ${email}` }),
  )
  await user.click(await screen.findByRole('option', { name: role }))
}

describe('role changes', () => {
  it("changes a role and says 'Updated role'", async () => {
    const { user } = await openAsAdmin()
    await chooseRole(user, 'dev@acme.test', 'Admin')
    expect(await screen.findByText('Updated role')).toBeInTheDocument()
    expect(
      within(await findRow('dev@acme.test')).getByRole('combobox', {
        name: 'Role for dev@acme.test',
      }),
    ).toHaveTextContent('Admin')
  })

  it('works from the keyboard: focus the selector, open it, pick a role', async () => {
    const { user } = await openAsAdmin()
    const name = 'Role for member@acme.test'
    act(() => within(queryRow('member@acme.test')!).getByRole('combobox', { name }).focus())
    // The row mounts its real selector on focus: the focused control is the one with that name.
    await waitFor(() => expect(screen.getByRole('combobox', { name })).toHaveFocus())
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('option', { name: 'Admin' })).toBeInTheDocument()
    await user.click(screen.getByRole('option', { name: 'Admin' }))
    expect(await screen.findByText('Updated role')).toBeInTheDocument()
  })

  it("shows the new role at once and rolls back with 'Failed to update user'", async () => {
    const patch = hold()
    server.use(
      http.patch('*/api/v1/enterprise/members/:userId', async () => {
        await patch.wait()
        return HttpResponse.json({ detail: 'boom' }, { status: 500 })
      }),
    )
    const { user } = await openAsAdmin()
    await chooseRole(user, 'dev@acme.test', 'Admin')
    const select = () =>
      within(queryRow('dev@acme.test')!).getByRole('combobox', { name: 'Role for dev@acme.test' })
    // Optimistic: the row says Admin while the request is held.
    await waitFor(() => expect(select()).toHaveTextContent('Admin'))
    expect(screen.queryByText('Failed to update user')).not.toBeInTheDocument()
    patch.release()
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument()
    await waitFor(() => expect(select()).toHaveTextContent('Member'))
  })

  it('explains the last admin, who can be neither demoted nor removed', async () => {
    const { user } = await openAsAdmin()
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
    const { user } = await openAsAdmin()
    await chooseRole(user, 'ops@acme.test', 'Member')
    expect(
      await screen.findByText(
        'The last admin cannot be demoted or removed. Make someone else an admin first.',
      ),
    ).toBeInTheDocument()
  })
})

describe('removing a member', () => {
  it("confirms, removes the row, says 'Removed user' and refreshes the seats", async () => {
    const reads = countOrganisationReads()
    const { user } = await openAsAdmin()
    const before = reads.count
    await user.click(
      within(await findRow('dev@acme.test')).getByRole('button', { name: 'Remove dev@acme.test' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' })
    expect(dialog).toHaveTextContent('Dee Developer (dev@acme.test)')
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Removed user')).toBeInTheDocument()
    expect(queryRow('dev@acme.test')).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // The keyboard goes on from where the row was: the next row's selection box.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select member@acme.test' })).toHaveFocus(),
    )
    expect(await screen.findByText('Using 8 of 9 billed seats')).toBeInTheDocument()
    expect(reads.count).toBeGreaterThan(before)
  })

  it('removes once for a double click on the confirm (VAL-4)', async () => {
    const deletes = recordRequests((r) => (r.method === 'DELETE' ? r.url : undefined))
    const { user } = await openAsAdmin()
    await user.click(
      within(await findRow('dev@acme.test')).getByRole('button', { name: 'Remove dev@acme.test' }),
    )
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove member' })).getByRole(
      'button',
      { name: 'Remove' },
    )
    // Both clicks land before the first has rendered its busy state.
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    expect(await screen.findByText('Removed user')).toBeInTheDocument()
    expect(deletes).toHaveLength(1)
  })

  it('cancelling keeps the member', async () => {
    const { user } = await openAsAdmin()
    await user.click(
      within(await findRow('dev@acme.test')).getByRole('button', { name: 'Remove dev@acme.test' }),
    )
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(queryRow('dev@acme.test')).toBeInTheDocument()
  })

  it("keeps the row and says 'Failed to remove user' on failure", async () => {
    server.use(
      http.delete('*/api/v1/enterprise/members/:userId', () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    )
    const { user } = await openAsAdmin()
    await user.click(
      within(await findRow('dev@acme.test')).getByRole('button', { name: 'Remove dev@acme.test' }),
    )
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    )
    expect(await screen.findByText('Failed to remove user')).toBeInTheDocument()
    expect(queryRow('dev@acme.test')).toBeInTheDocument()
    expect(screen.getByText('Using 9 of 9 billed seats')).toBeInTheDocument()
  })

  it('passes on the refusal to remove yourself', async () => {
    server.use(
      http.delete('*/api/v1/enterprise/members/:userId', () =>
        HttpResponse.json(
          { detail: 'You cannot remove yourself from the team', code: 'cannot_remove_self' },
          { status: 400 },
        ),
      ),
    )
    const { user } = await openAsAdmin()
    await user.click(
      within(await findRow('dev@acme.test')).getByRole('button', { name: 'Remove dev@acme.test' }),
    )
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    )
    expect(await screen.findByText('You cannot remove yourself from the team')).toBeInTheDocument()
  })
})

describe('revoking an invitation', () => {
  it('confirms, removes the row, says so and refreshes the seats', async () => {
    const reads = countOrganisationReads()
    const { user } = await openAsAdmin()
    const before = reads.count
    await user.click(
      within(await findRow('new.hire@acme.test')).getByRole('button', {
        name: 'Revoke new.hire@acme.test',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' })
    expect(dialog).toHaveTextContent('new.hire@acme.test')
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }))
    expect(
      await screen.findByText('Revoked invitation: Your billing plan will be updated next cycle'),
    ).toBeInTheDocument()
    expect(queryRow('new.hire@acme.test')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select sales@acme.test' })).toHaveFocus(),
    )
    expect(await screen.findByText('Using 8 of 9 billed seats')).toBeInTheDocument()
    expect(reads.count).toBeGreaterThan(before)
  })

  it("keeps the row and says 'Failed to delete invite' on failure", async () => {
    server.use(
      http.delete('*/api/v1/enterprise/invitations/:email', () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    )
    const { user } = await openAsAdmin()
    await user.click(
      within(await findRow('new.hire@acme.test')).getByRole('button', {
        name: 'Revoke new.hire@acme.test',
      }),
    )
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }),
    )
    expect(await screen.findByText('Failed to delete invite')).toBeInTheDocument()
    expect(queryRow('new.hire@acme.test')).toBeInTheDocument()
  })
})

describe('CSV export', () => {
  it('downloads the members as CSV through a Blob URL', async () => {
    let blob: Blob | null = null
    const create = vi.fn((b: Blob) => {
      blob = b
      return 'blob:team'
    })
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user } = await openAsAdmin()
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(click).toHaveBeenCalledOnce()
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('acme-corp-members.csv')
    // jsdom's Blob has no text(): read it the old way.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(reader.result as string)
      reader.readAsText(blob as unknown as Blob)
    })
    expect(
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 3),
    ).toEqual([
      'Name,Email,Role,Status',
      'Ada Admin,admin@acme.test,Admin,Active',
      'Oscar Ops,ops@acme.test,Admin,Active',
    ])
  })
})

describe('rate limits (HTTP-9)', () => {
  it('reads a 429 on a role change as HTTP-9 says, and rolls the role back', async () => {
    server.use(http.patch('*/api/v1/enterprise/members/:userId', rateLimited))
    const { user } = await openAsAdmin()
    await chooseRole(user, 'dev@acme.test', 'Admin')
    expect(await screen.findByText(RATE_LIMITED_TEXT)).toBeInTheDocument()
    expect(screen.queryByText('Failed to update user')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(
        within(queryRow('dev@acme.test')!).getByRole('combobox', {
          name: 'Role for dev@acme.test',
        }),
      ).toHaveTextContent('Member'),
    )
  })

  it('reads a 429 on a removal as HTTP-9 says', async () => {
    server.use(http.delete('*/api/v1/enterprise/members/:userId', rateLimited))
    const { user } = await openAsAdmin()
    await user.click(
      within(await findRow('dev@acme.test')).getByRole('button', { name: 'Remove dev@acme.test' }),
    )
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    )
    expect(await screen.findByText(RATE_LIMITED_TEXT)).toBeInTheDocument()
    expect(screen.queryByText('Failed to remove user')).not.toBeInTheDocument()
    expect(queryRow('dev@acme.test')).toBeInTheDocument()
  })

  it('reads a 429 on a revocation as HTTP-9 says, from the row and from Resend', async () => {
    server.use(http.delete('*/api/v1/enterprise/invitations/:email', rateLimited))
    const { user } = await openAsAdmin()
    await user.click(
      within(await findRow('new.hire@acme.test')).getByRole('button', {
        name: 'Revoke new.hire@acme.test',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' })
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }))
    expect(await screen.findByText(RATE_LIMITED_TEXT)).toBeInTheDocument()
    expect(screen.queryByText('Failed to delete invite')).not.toBeInTheDocument()
    expect(queryRow('new.hire@acme.test')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(RATE_LIMITED_TEXT)).not.toBeInTheDocument(), {
      timeout: 5000,
    })
    await user.click(
      within(await findRow('former.contractor@acme.test')).getByRole('button', {
        name: 'Resend former.contractor@acme.test',
      }),
    )
    expect(await screen.findByText(RATE_LIMITED_TEXT)).toBeInTheDocument()
    expect(screen.queryByText('Failed to delete invite')).not.toBeInTheDocument()
  })
})
