import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderPart } from '../../../../tests/render'
// The slice's public face, as the page that will hold the card imports it.
import { InviteLinkCard } from '..'

describe('invite link card (INVLINK-1)', () => {
  it("lists the organisation's items from the demo backend (INVLINK-1)", async () => {
    await renderPart(<InviteLinkCard />, { as: 'admin@acme.test' })
    const card = await screen.findByRole('region', { name: 'Invite link' })
    const names = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(names).toEqual([
      'Acme Corp: first invite link item',
      'Acme Corp: second invite link item',
    ])
  })
})
