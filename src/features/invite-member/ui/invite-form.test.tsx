import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { findRow } from '../../../../tests/team-table'
import { hold } from '../../../../tests/hold'

async function openAs(email: string) {
  const view = await renderApp('/app/team', { as: email })
  await screen.findByRole('heading', { name: 'Add your team' })
  return view
}

describe('invite form', () => {
  it('refuses invalid addresses, members and invitees, case-insensitively', async () => {
    const { user } = await openAs('admin@acme.test')
    const email = screen.getByLabelText('Email')
    const add = screen.getByRole('button', { name: 'Add' })
    await user.click(add)
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument()
    await user.type(email, 'not an email')
    await user.click(add)
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument()
    await user.clear(email)
    await user.type(email, 'DEV@Acme.test')
    await user.click(add)
    expect(await screen.findByText('User already in team')).toBeInTheDocument()
    await user.clear(email)
    await user.type(email, ' New.Hire@ACME.test ')
    await user.click(add)
    expect(await screen.findByText('User already invited')).toBeInTheDocument()
    // The failure keeps what was typed (an e-mail input drops the outer spaces itself).
    expect(email).toHaveValue('New.Hire@ACME.test')
  })

  it('sends one invite for a double click on Add, which keeps the keyboard while it goes (VAL-4, UX-14)', async () => {
    const sent = hold()
    let posts = 0
    server.use(
      http.post('*/api/v1/enterprise/invitations', async () => {
        posts += 1
        await sent.wait()
      }),
    )
    const { user } = await openAs('admin@acme.test')
    await user.type(screen.getByLabelText('Email'), 'twice@acme.test')
    const add = screen.getByRole('button', { name: 'Add' })
    add.focus()
    act(() => {
      add.click()
      add.click()
    })
    await waitFor(() => expect(add).toHaveAttribute('aria-busy', 'true'))
    expect(add).toHaveFocus()
    sent.release()
    await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'))
    expect(posts).toBe(1)
    expect(add).toHaveFocus()
  })

  it('invites again an address whose invitation has expired (the new one replaces it)', async () => {
    const { user } = await openAs('admin@acme.test')
    await user.type(screen.getByLabelText('Email'), 'former.contractor@acme.test')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(
      await screen.findByText('Invited! You will be billed for 1 extra user'),
    ).toBeInTheDocument()
    expect(screen.queryByText('User already invited')).not.toBeInTheDocument()
  })

  it('shows what the invite costs as soon as an address is typed', async () => {
    const { user } = await openAs('admin@acme.test')
    expect(screen.queryByText(/billed seat at/)).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'n')
    // Acme is on Teams annual: $10 per user per month (PLAN-3).
    expect(screen.getByText('Adds 1 billed seat at $10 per user per month')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add' })).toHaveAccessibleDescription(
      'Adds 1 billed seat at $10 per user per month',
    )
  })

  it('with a seat freed this cycle, the note and the toast both say one more billed user (TEAM-20)', async () => {
    const { user } = await openAs('admin@acme.test')
    await user.click(
      within(await findRow('dev@acme.test')).getByRole('button', { name: 'Remove dev@acme.test' }),
    )
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    )
    expect(await screen.findByText('Using 8 of 9 billed seats')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'spare@acme.test')
    expect(screen.getByText('Adds 1 billed seat at $10 per user per month')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(
      await screen.findByText('Invited! You will be billed for 1 extra user'),
    ).toBeInTheDocument()
  })

  it('reads the seat line as the billing tab does for an inactive subscription, and promises no bill (TEAM-5, TEAM-6)', async () => {
    const { user } = await openAs('billing@initech.test')
    expect(screen.getByText('Your subscription is inactive, please reactivate')).toBeInTheDocument()
    expect(screen.queryByText(/billed seats/)).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'new@initech.test')
    expect(screen.queryByText(/^Adds 1 billed seat/)).not.toBeInTheDocument()
  })

  it('keeps an address typed while the previous invite was on its way', async () => {
    let answer: () => void = () => {}
    // Holds the invite, then lets the demo backend answer it (a resolver returning nothing).
    server.use(
      http.post('*/api/v1/enterprise/invitations', () => new Promise<void>((r) => (answer = r))),
    )
    const { user } = await openAs('admin@acme.test')
    const email = screen.getByLabelText('Email')
    await user.type(email, 'first@acme.test')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    await user.clear(email)
    await user.type(email, 'second@acme.test')
    answer()
    expect(
      await screen.findByText('Invited! You will be billed for 1 extra user'),
    ).toBeInTheDocument()
    expect(email).toHaveValue('second@acme.test')
  })

  it('invites with the chosen role, appends the row and refreshes the seats', async () => {
    const { user } = await openAs('admin@acme.test')
    expect(screen.getByText('Using 9 of 9 billed seats')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'newbie@acme.test')
    await user.click(screen.getByRole('combobox', { name: 'Role' }))
    await user.click(await screen.findByRole('option', { name: 'Admin' }))
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(
      await screen.findByText('Invited! You will be billed for 1 extra user'),
    ).toBeInTheDocument()
    const row = await findRow('newbie@acme.test')
    expect(within(row).getByText('Admin')).toBeInTheDocument()
    expect(within(row).getByText('Pending')).toBeInTheDocument()
    expect(within(row).getByText('expires in 30 days')).toBeInTheDocument()
    expect(await screen.findByText('Using 10 of 10 billed seats')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('')
  })

  it.each([
    [409, { error: 'invitation_exists' }, 'User already invited'],
    [402, { error: 'no_subscription' }, 'No subscription found'],
    [502, { error: 'stripe_error' }, 'Stripe error, message our team'],
    [500, { detail: 'database down' }, 'Failed to invite users'],
  ])('maps a %s %j to %s and keeps the address', async (status, body, message) => {
    server.use(
      http.post('*/api/v1/enterprise/invitations', () => HttpResponse.json(body, { status })),
    )
    const { user } = await openAs('admin@acme.test')
    await user.type(screen.getByLabelText('Email'), 'late@acme.test')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('late@acme.test')
    expect(screen.getByText('Using 9 of 9 billed seats')).toBeInTheDocument()
  })

  it('sends a non-admin request to the admins instead of inviting', async () => {
    let sent: unknown = null
    server.use(
      http.post('*/api/v1/enterprise/contact-admin', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ message: 'sent' })
      }),
    )
    const { user } = await openAs('member@acme.test')
    await user.type(screen.getByLabelText('Email'), 'friend@acme.test')
    // No bill for a request: the admins decide.
    expect(screen.queryByText(/^Adds 1 billed seat/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Successfully sent message to admins')).toBeInTheDocument()
    expect(sent).toMatchObject({ invite_email: 'friend@acme.test' })
    expect(screen.getByLabelText('Email')).toHaveValue('')
  })

  it('tells a non-admin when the admins could not be contacted', async () => {
    server.use(
      http.post('*/api/v1/enterprise/contact-admin', () =>
        HttpResponse.json({ detail: 'No team admins found for your domain' }, { status: 404 }),
      ),
    )
    const { user } = await openAs('member@acme.test')
    await user.type(screen.getByLabelText('Email'), 'friend@acme.test')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(
      await screen.findByText(
        'Failed to contact admins, please try again later or contact support',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('friend@acme.test')
  })
})
