import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderApp } from '../../../../tests/render'

// WCAG 2.5.3 (label in name): the top bar's search button is named by the words it shows.
describe('top-bar search button (UX-2)', () => {
  it('has an accessible name that contains its visible text', async () => {
    const { user } = await renderApp('/app/team', { as: 'admin@acme.test' })
    // Found by its accessible name, which is exactly the words it shows.
    const button = await screen.findByRole('button', { name: 'Search…' }, { timeout: 5000 })
    expect(button).toHaveTextContent('Search…')
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K')
    await user.click(button)
    expect(
      await screen.findByRole('combobox', { name: 'Command palette' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  })
})
