import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { check, openDialog, recordInvites, row } from '../../../../tests/invite-many'
import { modalParts } from '../../../../tests/modal-parts'

describe('invite many: reading and checking (INVITE-2, INVITE-3, INVITE-4)', () => {
  it("keeps each step's actions in the footer, outside the scrolling list", async () => {
    const { user, dialog } = await openDialog()
    const { body, footer } = modalParts(dialog)
    const actions = () =>
      within(footer!)
        .getAllByRole('button')
        .map((b) => b.textContent)
    expect(actions()).toEqual(['Close', 'Check addresses'])
    // The footer's Check button still submits the paste above it.
    await check(user, dialog, 'one@acme.test two@acme.test')
    expect(actions()).toEqual(['Back', 'Send 2 invitations'])
    expect(within(body!).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
  })

  it('checks every pasted row before sending: invalid, member, invited, case-insensitive, listed twice', async () => {
    const { user, dialog } = await openDialog()
    expect(dialog).toHaveAccessibleName('Invite many people')
    const table = await check(
      user,
      dialog,
      'fresh@acme.test, not-an-email; DEV@acme.test\nNew.Hire@ACME.test "Lovelace, Ada" <ada@acme.test> FRESH@acme.test',
    )
    expect(within(row(table, 'fresh@acme.test')).getByText('Ready')).toBeInTheDocument()
    expect(
      within(row(table, 'not-an-email')).getByText('Please enter a valid email'),
    ).toBeInTheDocument()
    expect(
      within(row(table, 'DEV@acme.test')).getByText('User already in team'),
    ).toBeInTheDocument()
    expect(
      within(row(table, 'New.Hire@ACME.test')).getByText('User already invited'),
    ).toBeInTheDocument()
    expect(within(row(table, 'FRESH@acme.test')).getByText('Listed twice')).toBeInTheDocument()
    expect(within(row(table, 'ada@acme.test')).getByText('Lovelace, Ada')).toBeInTheDocument()
    expect(within(dialog).getByText('6 addresses: 2 ready, 4 will not be sent')).toBeInTheDocument()
    expect(within(dialog).getByText('1 × Listed twice')).toBeInTheDocument()
    expect(within(dialog).getByText('You will be billed for 2 extra users')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Send 2 invitations' })).toBeEnabled()

    await user.click(within(dialog).getByRole('button', { name: 'Remove ada@acme.test' }))
    expect(within(dialog).getByText('You will be billed for 1 extra user')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Send 1 invitation' })).toBeEnabled()

    // A row is fixed in place and checked again.
    await user.click(within(dialog).getByRole('button', { name: 'Edit not-an-email' }))
    const email = within(dialog).getByRole('textbox', { name: 'Email' })
    await user.clear(email)
    await user.type(email, 'fixed@acme.test')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(row(table, 'fixed@acme.test')).getByText('Ready')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Send 2 invitations' })).toBeEnabled()
    // The saved row's Edit button has the focus back.
    expect(within(dialog).getByRole('button', { name: 'Edit fixed@acme.test' })).toHaveFocus()

    // Escape in a row being edited cancels that edit, not the dialog.
    await user.click(within(dialog).getByRole('button', { name: 'Edit fixed@acme.test' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'x')
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Invite many people' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Edit fixed@acme.test' })).toHaveFocus()
  })

  it('reads a CSV file with its own roles, refuses a bad role, and applies the chosen role to the rest', async () => {
    const sent = recordInvites()
    const { user, dialog } = await openDialog()
    const csv =
      'email,role\r\n"Lovelace, Ada <ada@acme.test>",Admin\r\nbob@acme.test,\r\ncarol@acme.test,owner\r\n'
    await user.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      new File([csv], 'team.csv', { type: 'text/csv' }),
    )
    const table = await within(dialog).findByRole('table', { name: 'Addresses to check' })
    expect(within(row(table, 'ada@acme.test')).getByText('Admin')).toBeInTheDocument()
    expect(within(row(table, 'bob@acme.test')).getByText('Member')).toBeInTheDocument()
    expect(
      within(row(table, 'carol@acme.test')).getByText('Role must be member or admin'),
    ).toBeInTheDocument()

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Role for rows without one' }),
      'Admin',
    )
    expect(await within(row(table, 'bob@acme.test')).findByText('Admin')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Send 2 invitations' }))
    expect(
      await screen.findByText('Invited 2 people! You will be billed for 2 extra users'),
    ).toBeInTheDocument()
    expect(sent).toEqual([
      { email: 'ada@acme.test', role: 'admin' },
      { email: 'bob@acme.test', role: 'admin' },
    ])
  })

  it('says what is wrong with a file without an email column', async () => {
    const { user, dialog } = await openDialog()
    await user.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      new File(['name,address\nAda,ada@acme.test'], 'team.csv', { type: 'text/csv' }),
    )
    expect(
      await within(dialog).findByText('The file needs a header row with an email column'),
    ).toBeInTheDocument()
  })

  it('draws 50 rows of a 500-row paste at first, the rest on demand (INVITE-7)', async () => {
    const { user, dialog } = await openDialog()
    const list = Array.from({ length: 500 }, (_, i) => `person.${i}@acme.test`).join('\n')
    const table = await check(user, dialog, list)
    expect(table).toHaveAttribute('aria-rowcount', '501')
    // hidden: true skips jsdom's costly visibility walk; the count is what matters here.
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(51)
    expect(within(dialog).getByText('You will be billed for 500 extra users')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Show 50 more of 450' }))
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(101)
  })
})
