import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { check, openDialog, recordInvites } from '../../../../tests/invite-many'
import { server } from '../../../../tests/msw-server'
import { adminRequest } from '../model/admin-request'

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
