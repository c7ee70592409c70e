import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { hold } from '../../../../tests/hold'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { findRow } from '../../../../tests/team-table'
import { modalParts } from '../../../../tests/modal-parts'
import { adminRequest } from '../model/admin-request'

const INVITATIONS = '*/api/v1/enterprise/invitations'

async function openDialog(as = 'admin@acme.test') {
  const view = await renderApp('/app/team', { as })
  // The first render loads the team route's code; a busy machine may take a few seconds.
  await screen.findByRole('heading', { name: 'Add your team' }, { timeout: 5000 })
  await view.user.click(screen.getByRole('button', { name: 'Invite many' }))
  const dialog = await screen.findByRole('dialog')
  return { ...view, dialog }
}

async function check(user: UserEvent, dialog: HTMLElement, text: string) {
  await user.click(within(dialog).getByLabelText('Email addresses'))
  await user.paste(text)
  await user.click(within(dialog).getByRole('button', { name: 'Check addresses' }))
  return within(dialog).findByRole('table', { name: 'Addresses to check' })
}

const row = (table: HTMLElement, email: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(email, { exact: true }))!

/** Every invitation request, in the order they were sent. */
function recordInvites() {
  const sent: { email: string; role: string }[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/invitations'))
      void request
        .clone()
        .json()
        .then((body) => sent.push(body as { email: string; role: string }))
  })
  return sent
}

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

    await user.click(within(dialog).getByRole('combobox', { name: 'Role for rows without one' }))
    await user.click(await screen.findByRole('option', { name: 'Admin' }))
    expect(within(row(table, 'bob@acme.test')).getByText('Admin')).toBeInTheDocument()
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

describe('invite many: sending (INVITE-5, INVITE-6)', () => {
  it('sends at most 4 at a time, with progress', async () => {
    const gate = hold()
    let inFlight = 0
    let peak = 0
    server.use(
      http.post(INVITATIONS, async () => {
        inFlight++
        peak = Math.max(peak, inFlight)
        await gate.wait()
        inFlight--
        // Falls through to the demo backend.
      }),
    )
    const { user, dialog } = await openDialog()
    const list = Array.from({ length: 10 }, (_, i) => `batch.${i}@acme.test`).join(', ')
    await check(user, dialog, list)
    await user.click(within(dialog).getByRole('button', { name: 'Send 10 invitations' }))
    const bar = await within(dialog).findByRole('progressbar', { name: 'Sending invitations' })
    await waitFor(() => expect(within(dialog).getAllByText('Sending…')).toHaveLength(4))
    expect(inFlight).toBe(4)
    // The pressed Send gave way to Stop sending: the keyboard stays in the dialog.
    expect(dialog).toHaveFocus()
    expect(bar).toHaveAttribute('aria-valuenow', '0')
    expect(within(dialog).getAllByText('Waiting')).toHaveLength(6)
    gate.release()
    expect(
      await screen.findByText('Invited 10 people! You will be billed for 10 extra users'),
    ).toBeInTheDocument()
    expect(bar).toHaveAttribute('aria-valuenow', '10')
    expect(dialog).toHaveFocus()
    expect(peak).toBe(4)
  })

  it('reports each failure in the spec words and retries only the failures', async () => {
    const sent = recordInvites()
    let downOnce = true
    server.use(
      http.post(INVITATIONS, async ({ request }) => {
        const { email } = (await request.clone().json()) as { email: string }
        if (email === 'taken@acme.test')
          return HttpResponse.json({ error: 'invitation_exists' }, { status: 409 })
        if (email === 'down@acme.test' && downOnce) {
          downOnce = false
          return HttpResponse.json({ detail: 'database down' }, { status: 500 })
        }
        if (email === 'busy@acme.test')
          return HttpResponse.json(
            { detail: 'slow down' },
            { status: 429, headers: { 'Retry-After': '30' } },
          )
      }),
    )
    const { user, dialog } = await openDialog()
    await check(
      user,
      dialog,
      'ok1@acme.test taken@acme.test down@acme.test busy@acme.test ok2@acme.test',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Send 5 invitations' }))
    expect(await screen.findByText('Sent 2 of 5 invitations; 3 failed')).toBeInTheDocument()
    const results = within(dialog).getByRole('table', { name: 'Invitation results' })
    expect(
      within(row(results, 'taken@acme.test')).getByText('User already invited'),
    ).toBeInTheDocument()
    expect(
      within(row(results, 'down@acme.test')).getByText('Failed to invite users'),
    ).toBeInTheDocument()
    expect(
      within(row(results, 'busy@acme.test')).getByText(
        'Too many attempts, try again in 30 seconds',
      ),
    ).toBeInTheDocument()
    expect(within(row(results, 'ok1@acme.test')).getByText('Invited')).toBeInTheDocument()

    sent.length = 0
    await user.click(within(dialog).getByRole('button', { name: 'Retry failed' }))
    // The retry's own summary: one of the three it sent again went out.
    expect(await screen.findByText('Sent 1 of 3 invitations; 2 failed')).toBeInTheDocument()
    expect(sent.map((s) => s.email).sort()).toEqual([
      'busy@acme.test',
      'down@acme.test',
      'taken@acme.test',
    ])
    expect(within(row(results, 'down@acme.test')).getByText('Invited')).toBeInTheDocument()
  })

  it('adds the invitations to the table and refreshes the organisation once at the end (TEAM-15)', async () => {
    let organisationLoads = 0
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/v1/enterprise')
        organisationLoads++
    })
    const { user, dialog } = await openDialog()
    expect(screen.getByText('Using 9 of 9 billed seats')).toBeInTheDocument()
    await check(
      user,
      dialog,
      'one@acme.test two@acme.test three@acme.test four@acme.test five@acme.test',
    )
    organisationLoads = 0
    await user.click(within(dialog).getByRole('button', { name: 'Send 5 invitations' }))
    expect(await screen.findByText('Using 14 of 14 billed seats')).toBeInTheDocument()
    expect(organisationLoads).toBe(1)
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(within(await findRow('five@acme.test')).getByText('Pending')).toBeInTheDocument()
  })

  it('stops starting new requests on Stop sending; the rest read Not sent and can be retried (INVITE-7)', async () => {
    const gate = hold()
    server.use(
      http.post(INVITATIONS, async () => {
        await gate.wait()
      }),
    )
    const { user, dialog } = await openDialog()
    const list = Array.from({ length: 6 }, (_, i) => `stop.${i}@acme.test`).join(' ')
    await check(user, dialog, list)
    await user.click(within(dialog).getByRole('button', { name: 'Send 6 invitations' }))
    await waitFor(() => expect(within(dialog).getAllByText('Sending…')).toHaveLength(4))
    await user.click(within(dialog).getByRole('button', { name: 'Stop sending' }))
    gate.release()
    expect(await screen.findByText('Sent 4 of 6 invitations; 2 failed')).toBeInTheDocument()
    expect(within(dialog).getAllByText('Not sent')).toHaveLength(2)
    await user.click(within(dialog).getByRole('button', { name: 'Retry failed' }))
    // Only the two sent now are new extra users; the first four were told before.
    expect(
      await screen.findByText('Invited 2 people! You will be billed for 2 extra users'),
    ).toBeInTheDocument()
  })

  it('keeps sending, with visible progress, when the dialog is closed', async () => {
    const gate = hold()
    server.use(
      http.post(INVITATIONS, async () => {
        await gate.wait()
      }),
    )
    const { user, dialog } = await openDialog()
    await check(user, dialog, 'a1@acme.test a2@acme.test')
    await user.click(within(dialog).getByRole('button', { name: 'Send 2 invitations' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const bar = screen.getByRole('progressbar', { name: 'Sending invitations' })
    expect(screen.getByRole('button', { name: 'Show progress' })).toBeInTheDocument()
    gate.release()
    expect(
      await screen.findByText('Invited 2 people! You will be billed for 2 extra users'),
    ).toBeInTheDocument()
    expect(bar).toHaveAttribute('aria-valuenow', '2')
    await user.click(screen.getByRole('button', { name: 'Show results' }))
    expect(
      within(await screen.findByRole('dialog')).getByRole('table', { name: 'Invitation results' }),
    ).toBeInTheDocument()
  })
})

describe('invite many as a member: one request to the admins (INVITE-8, TEAM-3)', () => {
  it('sends one message listing the valid addresses, and never invites', async () => {
    const sent = recordInvites()
    let body: unknown = null
    server.use(
      http.post('*/api/v1/enterprise/contact-admin', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ message: 'sent' })
      }),
    )
    const { user, dialog } = await openDialog('member@acme.test')
    expect(dialog).toHaveAccessibleName('Ask admins to add people')
    await check(user, dialog, 'friend@acme.test, dev@acme.test, pal@acme.test, nope')
    expect(within(dialog).queryByText(/billed/)).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Ask admins to add 2 people' }))
    expect(await screen.findByText('Successfully sent message to admins')).toBeInTheDocument()
    expect(body).toEqual({
      message:
        'Please add these people to the team:\n- friend@acme.test as a member\n- pal@acme.test as a member',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toEqual([])
  })

  it('splits a list too long for one message, keeping the rest for the next request', async () => {
    const bodies: { message: string }[] = []
    server.use(
      http.post('*/api/v1/enterprise/contact-admin', async ({ request }) => {
        bodies.push((await request.json()) as { message: string })
        return HttpResponse.json({ message: 'sent' })
      }),
    )
    const { user, dialog } = await openDialog('member@acme.test')
    const people = Array.from({ length: 120 }, (_, i) => ({
      email: `colleague.${i}@acme.test`,
      role: 'member' as const,
    }))
    const { count } = adminRequest(people)
    await check(user, dialog, people.map((p) => p.email).join('\n'))
    expect(
      within(dialog).getByText(
        `One request to the admins holds ${count} of these 120 addresses; the rest stay here to send next.`,
      ),
    ).toBeInTheDocument()
    await user.click(
      within(dialog).getByRole('button', { name: `Ask admins to add ${count} people` }),
    )
    expect(await screen.findByText('Successfully sent message to admins')).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
    expect(bodies[0]!.message.length).toBeLessThanOrEqual(2000)
    expect(
      await within(dialog).findByText(`${120 - count} addresses: ${120 - count} ready`),
    ).toBeInTheDocument()
  })

  it('keeps the list when the admins cannot be contacted', async () => {
    server.use(
      http.post('*/api/v1/enterprise/contact-admin', () =>
        HttpResponse.json({ detail: 'No team admins found for your domain' }, { status: 404 }),
      ),
    )
    const { user, dialog } = await openDialog('member@acme.test')
    await check(user, dialog, 'friend@acme.test')
    await user.click(within(dialog).getByRole('button', { name: 'Ask admins to add 1 person' }))
    expect(
      await within(dialog).findByText(
        'Failed to contact admins, please try again later or contact support',
      ),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('table', { name: 'Addresses to check' })).toBeInTheDocument()
  })
})
