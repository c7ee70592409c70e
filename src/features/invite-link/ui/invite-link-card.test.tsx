import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { hold } from '../../../../tests/hold'
import { renderPart } from '../../../../tests/render'
import { server } from '../../../../tests/msw-server'
import { call, tokenFor } from '../../../../mock-api/test-helpers'
// The slice's public face, as the team page imports it.
import { InviteLinkCard } from '..'

const LINK = '/api/v1/enterprise/invite-link'

async function createLink(body: object = {}) {
  const res = await call(LINK, { method: 'POST', token: await tokenFor('admin@acme.test'), body })
  return res.body as { url: string }
}

async function renderCard() {
  const view = await renderPart(<InviteLinkCard />, { as: 'admin@acme.test' })
  const card = await screen.findByRole('region', { name: 'Invite link' })
  return { ...view, card }
}

const address = (card: HTMLElement) =>
  within(card).getByRole<HTMLInputElement>('textbox', { name: 'Link' }).value

describe('invite link card (INVLINK-1 to INVLINK-5)', () => {
  it('with no link offers to create one, which shows the address (INVLINK-2)', async () => {
    const { card, user } = await renderCard()
    expect(await within(card).findByText('No invite link yet.')).toBeVisible()
    await user.click(within(card).getByRole('button', { name: 'Create invite link' }))
    expect(await screen.findByText('Invite link created')).toBeVisible()
    expect(address(card)).toMatch(/\/join\/[\w-]+$/)
    expect(within(card).getByText('0 people joined through this link')).toBeVisible()
    expect(
      within(card).getByText('You will be billed for 1 extra user for each person who joins.'),
    ).toBeVisible()
  })

  it('copies the address to the clipboard and says so (INVLINK-3)', async () => {
    const { url } = await createLink()
    const { card, user } = await renderCard()
    await within(card).findByRole('textbox', { name: 'Link' })
    await user.click(within(card).getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('Link copied')).toBeVisible()
    expect(await navigator.clipboard.readText()).toBe(url)
  })

  it('changes the role, the expiry and the domain limit (INVLINK-3)', async () => {
    await createLink()
    const { card, user } = await renderCard()
    await user.click(await within(card).findByRole('combobox', { name: 'Joins as' }))
    await user.click(await screen.findByRole('option', { name: 'Admin' }))
    expect(await screen.findByText('Updated invite link')).toBeVisible()
    await user.click(within(card).getByRole('combobox', { name: 'Expires' }))
    await user.click(await screen.findByRole('option', { name: 'Never' }))
    expect(await within(card).findByText('Never expires')).toBeVisible()
    const restrict = within(card).getByRole('switch', { name: 'Only @acme.test addresses' })
    expect(restrict).toBeChecked()
    await user.click(restrict)
    await waitFor(() => expect(restrict).not.toBeChecked())
    const now = await call(LINK, { token: await tokenFor('admin@acme.test') })
    expect((now.body as { link: unknown }).link).toMatchObject({
      role: 'admin',
      expiry: 'never',
      restrict_to_domain: false,
    })
  })

  it('a refused change is shown at once, then undone with a message (INVLINK-3)', async () => {
    await createLink()
    const held = hold()
    server.use(
      http.patch(`*${LINK}`, async () => {
        await held.wait()
        return HttpResponse.json({ detail: 'boom' }, { status: 500 })
      }),
    )
    const { card, user } = await renderCard()
    const restrict = await within(card).findByRole('switch', { name: 'Only @acme.test addresses' })
    await user.click(restrict)
    await waitFor(() => expect(restrict).not.toBeChecked())
    held.release()
    expect(await screen.findByText('Failed to update the invite link')).toBeVisible()
    await waitFor(() => expect(restrict).toBeChecked())
  })

  it('Reset link asks first, then gives a new address (INVLINK-4)', async () => {
    const { url } = await createLink()
    const { card, user } = await renderCard()
    await within(card).findByRole('textbox', { name: 'Link' })
    await user.click(within(card).getByRole('button', { name: 'Reset link' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reset the invite link?' })
    expect(
      within(dialog).getByText(
        'The current link stops working at once. Anyone who has it will need the new one.',
      ),
    ).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }))
    expect(await screen.findByText('Invite link reset')).toBeVisible()
    await waitFor(() => expect(address(card)).not.toBe(url))
  })

  it('Turn off asks first, then the card offers a new link (INVLINK-5)', async () => {
    await createLink()
    const { card, user } = await renderCard()
    await user.click(await within(card).findByRole('button', { name: 'Turn off' }))
    const dialog = await screen.findByRole('dialog', { name: 'Turn off the invite link?' })
    expect(
      within(dialog).getByText('The link stops working at once. You can create a new one later.'),
    ).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }))
    expect(await screen.findByText('Invite link turned off')).toBeVisible()
    expect(await within(card).findByText('No invite link yet.')).toBeVisible()
  })

  it('a failed reset and a failed turn-off say so, and the link stays (INVLINK-4, INVLINK-5)', async () => {
    const { url } = await createLink()
    server.use(
      http.post(`*${LINK}`, () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
      http.delete(`*${LINK}`, () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
    )
    const { card, user } = await renderCard()
    await user.click(await within(card).findByRole('button', { name: 'Reset link' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset link' }),
    )
    expect(await screen.findByText('Failed to reset the invite link')).toBeVisible()
    await user.click(within(card).getByRole('button', { name: 'Turn off' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn off' }),
    )
    expect(await screen.findByText('Failed to turn off the invite link')).toBeVisible()
    expect(address(card)).toBe(url)
  })

  it('a failed load says so, and Try again loads it (INVLINK-1)', async () => {
    let fail = true
    server.use(
      http.get(`*${LINK}`, () =>
        fail ? HttpResponse.json({ detail: 'x' }, { status: 500 }) : undefined,
      ),
    )
    const { card, user } = await renderCard()
    expect(await within(card).findByText('Failed to load the invite link')).toBeVisible()
    fail = false
    await user.click(within(card).getByRole('button', { name: 'Try again' }))
    expect(await within(card).findByText('No invite link yet.')).toBeVisible()
  })
})
