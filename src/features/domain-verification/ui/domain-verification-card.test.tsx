import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderPart } from '../../../../tests/render'
// The slice's public face, as the page that will hold the card imports it.
import { DomainVerificationCard } from '..'

describe('domain verification card (DOMAIN-1)', () => {
  it("lists the organisation's items from the demo backend (DOMAIN-1)", async () => {
    await renderPart(<DomainVerificationCard />, { as: 'admin@acme.test' })
    const card = await screen.findByRole('region', { name: 'Domain verification' })
    const names = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(names).toEqual([
      'Acme Corp: first domain verification item',
      'Acme Corp: second domain verification item',
    ])
  })
})
