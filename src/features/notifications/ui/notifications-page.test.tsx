import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { db } from '../../../../mock-api/db'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { hold } from '../../../../tests/hold'
import { RATE_LIMITED_TEXT, rateLimited } from '../../../../tests/requests'

type User = Awaited<ReturnType<typeof renderApp>>['user']

const STAFF = 'staff@flow.test'
const EMAILS_REQUIRED =
  "Please enter at least one valid email address or toggle 'Send to all users'"

async function openForm() {
  const view = await renderApp('/app/notifications', { as: STAFF })
  await screen.findByRole('heading', { name: 'Notifications' })
  return view
}

async function chooseType(user: User, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Type' }))
  await user.click(await screen.findByRole('option', { name: label }))
}

async function fillMessage(user: User) {
  await chooseType(user, 'Announcement')
  await user.type(screen.getByRole('textbox', { name: 'Key' }), 'spring_launch')
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Spring launch')
  await user.type(screen.getByRole('textbox', { name: 'Text' }), 'New voice commands are live.')
}

const sendButton = () => screen.getByRole('button', { name: 'Send' })

describe('notifications page access', () => {
  it.each([
    ['admin@acme.test', 'an admin outside the company domain'],
    ['intern@flow.test', 'internal staff who are not admins'],
  ])('refuses %s (%s)', async (email) => {
    const calls: string[] = []
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url)
      if (pathname.includes('/notification')) calls.push(pathname)
    })
    const { router } = await renderApp('/app/notifications', { as: email })
    expect(
      await screen.findByText('You are not authorized to access this page'),
    ).toBeInTheDocument()
    // Refused at that URL by the route's guard; the page never rendered nor called its API.
    expect(router.state.location.pathname).toBe('/app/notifications')
    expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument()
    expect(calls).toEqual([])
    server.events.removeAllListeners('request:start')
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument()
  })
})

describe('notification form', () => {
  it('shows every validation message and sends nothing', async () => {
    const { user } = await openForm()
    await user.click(sendButton())
    for (const message of [
      'Notification type is required',
      'Notification key is required',
      'Title is required',
      'Text is required',
      EMAILS_REQUIRED,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument()
    // The first field in error takes the keyboard: the Type select.
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveFocus()
    // Blank after trimming still counts as missing.
    await user.type(screen.getByRole('textbox', { name: 'Key' }), '   ')
    await user.click(sendButton())
    expect(await screen.findByText('Notification key is required')).toBeInTheDocument()
    expect(db.notifications).toEqual([])
  })

  it('rejects an e-mail list with an invalid address, and none is needed when sending to all', async () => {
    const { user } = await openForm()
    await fillMessage(user)
    const emails = screen.getByRole('textbox', { name: 'Emails' })
    await user.type(emails, 'dana@acme.test, not-an-email')
    await user.click(sendButton())
    expect(await screen.findByText(EMAILS_REQUIRED)).toBeInTheDocument()
    expect(emails).toHaveFocus()
    await user.clear(emails)
    await user.type(emails, ' , ,')
    await user.click(sendButton())
    expect(await screen.findByText(EMAILS_REQUIRED)).toBeInTheDocument()
    await user.click(screen.getByRole('switch', { name: 'Send to all users' }))
    // The error goes with the switch, before any new submit: the list is no longer needed.
    await waitFor(() => expect(screen.queryByText(EMAILS_REQUIRED)).not.toBeInTheDocument())
    expect(emails).not.toHaveAttribute('aria-invalid', 'true')
    await user.click(sendButton())
    expect(await screen.findByRole('dialog', { name: 'Send to all users?' })).toBeInTheDocument()
    expect(screen.queryByText(EMAILS_REQUIRED)).not.toBeInTheDocument()
  })

  it('sends to the listed e-mails as a trimmed array and clears the form', async () => {
    const { user } = await openForm()
    await fillMessage(user)
    await user.type(
      screen.getByRole('textbox', { name: 'Emails' }),
      ' dana@acme.test ,priya.patel@acme.test, ',
    )
    await user.click(sendButton())
    expect(await screen.findByText('Notifications sent successfully')).toBeInTheDocument()
    expect(db.notifications).toEqual([
      expect.objectContaining({
        recipients: ['dana@acme.test', 'priya.patel@acme.test'],
        type: 'announcement',
        key: 'spring_launch',
        title: 'Spring launch',
        text: 'New voice commands are live.',
      }),
    ])
    expect(screen.getByRole('textbox', { name: 'Key' })).toHaveValue('')
  })

  it('asks before sending to all users; Cancel sends nothing, Send announces', async () => {
    const { user } = await openForm()
    await fillMessage(user)
    await user.click(screen.getByRole('switch', { name: 'Send to all users' }))
    await user.click(sendButton())
    let dialog = await screen.findByRole('dialog', { name: 'Send to all users?' })
    expect(dialog).toHaveTextContent('goes to every user')
    expect(dialog).toHaveTextContent('cannot be undone')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(db.notifications).toEqual([])
    // The opener takes the keyboard back: Send was never disabled on the way (UX-14).
    await waitFor(() => expect(sendButton()).toHaveFocus())

    await user.click(sendButton())
    dialog = await screen.findByRole('dialog', { name: 'Send to all users?' })
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Notifications sent successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(db.notifications).toEqual([
      expect.objectContaining({ recipients: 'all', key: 'spring_launch', type: 'announcement' }),
    ])
  })

  it('reports a failed send and keeps what was typed', async () => {
    const send = hold()
    server.use(
      http.post('*/api/v1/notification/internal/create', async () => {
        await send.wait()
        return HttpResponse.json({ detail: 'boom' }, { status: 500 })
      }),
    )
    const { user } = await openForm()
    await fillMessage(user)
    await user.type(screen.getByRole('textbox', { name: 'Emails' }), 'dana@acme.test')
    await user.click(sendButton())
    await waitFor(() => expect(sendButton()).toHaveAttribute('aria-disabled', 'true'))
    send.release()
    expect(await screen.findByText('Error: Failed to send notifications')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Key' })).toHaveValue('spring_launch')
    expect(screen.getByRole('textbox', { name: 'Emails' })).toHaveValue('dana@acme.test')
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Announcement')
  })

  it('reads a rate-limited send as HTTP-9 says and keeps what was typed', async () => {
    server.use(http.post('*/api/v1/notification/internal/create', rateLimited))
    const { user } = await openForm()
    await fillMessage(user)
    await user.type(screen.getByRole('textbox', { name: 'Emails' }), 'dana@acme.test')
    await user.click(sendButton())
    expect(await screen.findByText(RATE_LIMITED_TEXT)).toBeInTheDocument()
    expect(screen.queryByText('Error: Failed to send notifications')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Emails' })).toHaveValue('dana@acme.test')
  })

  it('reports a failed announcement, closes the confirm and keeps the form', async () => {
    server.use(
      http.post('*/api/v1/notification/internal/announce', () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    )
    const { user } = await openForm()
    await fillMessage(user)
    await user.click(screen.getByRole('switch', { name: 'Send to all users' }))
    await user.click(sendButton())
    const dialog = await screen.findByRole('dialog', { name: 'Send to all users?' })
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Error: Failed to send notifications')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Spring launch')
    expect(screen.getByRole('switch', { name: 'Send to all users' })).toBeChecked()
  })
})
