import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { hold } from '../../../../tests/hold'
import { check, INVITATIONS, openDialog, recordInvites, row } from '../../../../tests/invite-many'
import { server } from '../../../../tests/msw-server'
import { findRow } from '../../../../tests/team-table'

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
