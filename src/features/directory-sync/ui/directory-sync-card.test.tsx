import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderPart } from '../../../../tests/render'
// The slice's public face, as the page that will hold the card imports it.
import { DirectorySyncCard } from '..'

describe('directory sync card (DSYNC-1)', () => {
  it("lists the organisation's items from the demo backend (DSYNC-1)", async () => {
    await renderPart(<DirectorySyncCard />, { as: 'admin@acme.test' })
    const card = await screen.findByRole('region', { name: 'Directory sync' })
    const names = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(names).toEqual([
      'Acme Corp: first directory sync item',
      'Acme Corp: second directory sync item',
    ])
  })
})
