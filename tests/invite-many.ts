import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { server } from './msw-server'
import { renderApp } from './render'

export const INVITATIONS = '*/api/v1/enterprise/invitations'

/** The team page, with Invite many's dialog open. */
export async function openDialog(as = 'admin@acme.test') {
  const view = await renderApp('/app/team', { as })
  // The first render loads the team route's code; a busy machine may take a few seconds.
  await screen.findByRole('heading', { name: 'Add your team' }, { timeout: 5000 })
  await view.user.click(screen.getByRole('button', { name: 'Invite many' }))
  const dialog = await screen.findByRole('dialog')
  return { ...view, dialog }
}

/** Pastes a list and checks it; answers the table of rows under review. */
export async function check(user: UserEvent, dialog: HTMLElement, text: string) {
  await user.click(within(dialog).getByLabelText('Email addresses'))
  await user.paste(text)
  await user.click(within(dialog).getByRole('button', { name: 'Check addresses' }))
  return within(dialog).findByRole('table', { name: 'Addresses to check' })
}

/** A row of the review table. */
export const row = (table: HTMLElement, email: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(email, { exact: true }))!

/** Every invitation request, in the order they were sent. */
export function recordInvites() {
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
