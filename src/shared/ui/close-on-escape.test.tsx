import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { closeOnEscape } from './close-on-escape'

const preventEscape = (event: KeyboardEvent) => {
  if (event.key === 'Escape') event.preventDefault()
}

describe("a dialog's own Escape handler", () => {
  afterEach(() => document.removeEventListener('keydown', preventEscape, true))

  function mountBox() {
    const close = vi.fn()
    render(
      <div role="dialog" aria-label="Box" tabIndex={-1} onKeyDown={closeOnEscape(close)}>
        <button type="button">Cancel</button>
      </div>,
    )
    return close
  }

  it('closes on an Escape nothing else handled (a press before Radix listens)', () => {
    const close = mountBox()
    const unheard = fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), {
      key: 'Escape',
    })
    expect(close).toHaveBeenCalledOnce()
    expect(unheard).toBe(false)
  })

  it('leaves an Escape that Radix or a layer inside handled, and other keys, alone', () => {
    const close = mountBox()
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Enter' })
    // Radix's layers listen on the document in the capture phase and prevent what they handle.
    document.addEventListener('keydown', preventEscape, true)
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' })
    expect(close).not.toHaveBeenCalled()
  })
})
