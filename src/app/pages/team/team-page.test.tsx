import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { findRow, rowEmails } from '../../../../tests/team-table'

describe('team page', () => {
  it('shows the form, the seat counter, the tabs and the sorted rows', async () => {
    await renderApp('/app/team', { as: 'admin@acme.test' })
    expect(await screen.findByRole('heading', { name: 'Add your team' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument()
    expect(screen.getByText('Using 9 of 9 billed seats')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Other users on your domain' })).toBeInTheDocument()
    // Admins first, then members with a role, then none; invitations after, by e-mail.
    expect(rowEmails()).toEqual([
      'admin@acme.test',
      'ops@acme.test',
      'dev@acme.test',
      'member@acme.test',
      'legacy@acme.test',
      'designer@acme.test',
      'finance@acme.test',
      'former.contractor@acme.test',
      'new.hire@acme.test',
      'sales@acme.test',
    ])
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '11')
  })

  it('shows each invitation status once and its expiry once; Resend when expired or expiring (TEAM-13, TEAM-21, TEAM-22)', async () => {
    await renderApp('/app/team', { as: 'admin@acme.test' })
    const expect_ = async (email: string, chip: string, text: string, resend: boolean) => {
      const row = await findRow(email)
      expect(within(row).getByText(chip)).toBeInTheDocument()
      expect(within(row).getByText(text)).toBeInTheDocument()
      // Each named for its row, the visible word first (a list of buttons tells them apart).
      expect(within(row).getByRole('button', { name: `Revoke ${email}` })).toBeInTheDocument()
      expect(within(row).queryByRole('button', { name: `Resend ${email}` }) !== null).toBe(resend)
    }
    await expect_('former.contractor@acme.test', 'Expired', 'Invitation expired', true)
    // Within 7 days the chip only changes colour; TEAM-13's words stand beside it as written.
    await expect_('new.hire@acme.test', 'Pending', 'expires today', true)
    await expect_('designer@acme.test', 'Pending', 'expires tomorrow', true)
    await expect_('finance@acme.test', 'Pending', 'expires in 12 days', false)
    await expect_('sales@acme.test', 'Pending', 'expires in 2 months', false)
  })

  it("places the rows 4rem apart at the reader's font size, so larger text never overlaps them", async () => {
    document.documentElement.style.fontSize = '20px'
    try {
      await renderApp('/app/team', { as: 'admin@acme.test' })
      const second = await findRow('ops@acme.test')
      expect(second).toHaveStyle({ transform: 'translateY(80px)' })
    } finally {
      document.documentElement.style.fontSize = ''
    }
  })

  it('gives admins a role selector and Remove on every row but their own', async () => {
    await renderApp('/app/team', { as: 'admin@acme.test' })
    const own = await findRow('admin@acme.test')
    expect(within(own).queryByRole('combobox')).not.toBeInTheDocument()
    expect(within(own).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument()
    for (const email of [
      'ops@acme.test',
      'dev@acme.test',
      'member@acme.test',
      'legacy@acme.test',
    ]) {
      const row = await findRow(email)
      const role = within(row).getByRole('combobox', { name: `Role for ${email}` })
      if (email === 'legacy@acme.test') expect(role).toHaveDisplayValue('No role')
      else expect(role).toBeInTheDocument()
      expect(within(row).getByRole('button', { name: `Remove ${email}` })).toBeInTheDocument()
    }
  })

  it('explains on your own row that you cannot remove yourself', async () => {
    const { user } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await user.hover(within(await findRow('admin@acme.test')).getByText('You'))
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'You cannot remove yourself from the team',
    )
  })

  it('shows roles read-only to non-admins, with the reason in a tooltip', async () => {
    const { user } = await renderApp('/app/team', { as: 'member@acme.test' })
    const row = await findRow('dev@acme.test')
    expect(screen.queryByRole('combobox', { name: /Role for/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument()
    await user.hover(within(row).getByText('Member'))
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Only organization administrators can modify this',
    )
  })

  it("says 'Failed to fetch members & invites' when the lists cannot load", async () => {
    server.use(
      http.get('*/api/v1/enterprise/invitations', () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    )
    await renderApp('/app/team', { as: 'admin@acme.test' })
    expect(await screen.findByText('Failed to fetch members & invites')).toBeInTheDocument()
  })

  it('filters members and invitations by name or e-mail', async () => {
    const { user } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await findRow('admin@acme.test')
    await user.type(screen.getByLabelText('Filter members'), 'dee')
    expect(await screen.findByText('1 member and 0 invitations match')).toBeInTheDocument()
    expect(rowEmails()).toEqual(['dev@acme.test'])
    await user.clear(screen.getByLabelText('Filter members'))
    await user.type(screen.getByLabelText('Filter members'), 'ACME.TEST new')
    expect(await screen.findByText('0 members and 1 invitation match')).toBeInTheDocument()
    expect(rowEmails()).toEqual(['new.hire@acme.test'])
    await user.type(screen.getByLabelText('Filter members'), 'zzz')
    expect(
      await screen.findByText('No members or invitations match this filter'),
    ).toBeInTheDocument()
    // The invite form's e-mail field is a different box.
    expect(screen.getByLabelText('Email')).toHaveValue('')
  })
})
