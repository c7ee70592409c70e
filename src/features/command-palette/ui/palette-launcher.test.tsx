import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { renderApp } from '../../../../tests/render'
import { hold } from '../../../../tests/hold'
import { CommandPaletteLauncher } from './palette-launcher'
import type { CommandPaletteProps } from './command-palette'

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

function StandIn({ open }: Omit<CommandPaletteProps, 'commands'>) {
  return open ? <div role="dialog" aria-label="Command palette" /> : null
}

describe('the palette’s code on first use (UX-1)', () => {
  // Outside act(), as in the browser: act() turns React 19's hold-back of Suspense content off.
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  beforeEach(() => {
    env.IS_REACT_ACT_ENVIRONMENT = false
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    env.IS_REACT_ACT_ENVIRONMENT = true
  })
  // React's scheduler runs; a 300 ms timer does not.
  const settle = async () => {
    for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(1)
  }

  it('shows the palette as soon as its code arrives, with no Suspense hold-back', async () => {
    const code = hold()
    let asked = 0
    const loadPalette = async () => {
      asked++
      await code.wait()
      return { default: StandIn }
    }
    const { unmount } = render(<CommandPaletteLauncher loadPalette={loadPalette} />)
    fireEvent.click(screen.getByRole('button', { name: 'Search…' }))
    await settle()
    expect(asked).toBeGreaterThan(0)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    code.release()
    await settle()
    // A React.lazy palette is still held back here, ~300 ms after its (empty) fallback showed.
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeInTheDocument()
    unmount()
  })
})
