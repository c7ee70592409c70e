import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../../tests/msw-server'
import { RATE_LIMITED_TEXT, rateLimited } from '../../../../tests/requests'
import { chooseRole, findRow, openTeamAsAdmin, queryRow } from '../../../../tests/team-table'

describe('rate limits (HTTP-9)', () => {
  it('reads a 429 on a role change as HTTP-9 says, and rolls the role back', async () => {
    server.use(http.patch('*/api/v1/enterprise/members/:userId', rateLimited))
    const { user } = await openTeamAsAdmin()
    await chooseRole(user, 'dev@acme.test', 'Admin')
    expect(await screen.findByText(RATE_LIMITED_TEXT)).toBeInTheDocument()
    expect(screen.queryByText('Failed to update user')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(
        within(queryRow('dev@acme.test')!).getByRole('combobox', {
          name: 'Role for dev@acme.test',
        }),
      ).toHaveDisplayValue('Member'),
    )
  })

  it('reads a 429 on a removal as HTTP-9 says', async () => {
    server.use(http.delete('*/api/v1/enterprise/members/:userId', rateLimited))
    const { user } = await openTeamAsAdmin()
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
    const { user } = await openTeamAsAdmin()
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
