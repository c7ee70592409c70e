import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderPart } from '../../../../tests/render'
// The slice's public face, as the page that will hold the card imports it.
import { InviteLinkCard } from '..'

describe('invite link card (INVLINK-1)', () => {
  it('says there is no link yet for Acme (INVLINK-2)', async () => {
    await renderPart(<InviteLinkCard />, { as: 'admin@acme.test' })
    const card = await screen.findByRole('region', { name: 'Invite link' })
    expect(within(card).getByText('No invite link yet.')).toBeVisible()
  })
})
