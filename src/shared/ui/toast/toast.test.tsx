import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from '../dialog'
import { ToastContextProvider, loadToastView } from './toast-context'
import { useToast } from './use-toast'
import type { ShowToast } from './toast-context'

function Probe({ onReady }: { onReady: (show: ShowToast) => void }) {
  onReady(useToast())
  return null
}

/** The provider with `beside` in it; returns its toast function, wrapped in act. */
function setup(beside?: ReactNode) {
  let show!: ShowToast
  render(
    <ToastContextProvider>
      <Probe onReady={(s) => (show = s)} />
      {beside}
    </ToastContextProvider>,
  )
  return (...args: Parameters<ShowToast>) => act(() => show(...args))
}

/** Lets `ms` of fake time pass. */
const pass = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms)
  })

const phase = (text: string) => screen.getByText(text).getAttribute('data-phase')

describe('toast view on demand', () => {
  it('is not loaded up front; the first toast shows once it has loaded', async () => {
    const show = setup()
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    show('Saved')
    expect(await screen.findByText('Saved')).toBeVisible()
  })

  it('speaks from a live region that is there, empty, before the first toast', async () => {
    const show = setup()
    // Screen readers announce text added to a region; a region created with its text is often
    // skipped, and the first toast's view is fetched only now.
    const region = screen.getByRole('status')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toHaveTextContent(/^$/)
    show('Saved')
    expect(await screen.findByText('Saved')).toBeVisible()
    expect(screen.getByRole('status')).toBe(region)
    expect(region).toHaveTextContent('Saved')
  })
})

describe('toast (TOAST-2 to TOAST-5)', () => {
  // Loaded beforehand, so each step below shows at once.
  beforeAll(async () => {
    await loadToastView()
  })
  afterEach(() => vi.useRealTimers())

  it('enters, exits after 2000 ms, and is hidden 200 ms later; success is polite status', () => {
    vi.useFakeTimers()
    const show = setup()
    show('Saved')
    expect(phase('Saved')).toBe('enter')
    // Spoken once, from the provider's region: the toast has no status role of its own.
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(screen.getByRole('status')).toHaveTextContent('Saved')
    expect(screen.getByText('Saved')).toHaveAttribute('data-type', 'success')
    pass(1999)
    expect(phase('Saved')).toBe('enter')
    pass(1)
    expect(phase('Saved')).toBe('exit')
    pass(200)
    expect(screen.queryByText('Saved')).not.toBeInTheDocument()
  })

  it('waits while pointed at or focused, then runs its full time again (WCAG 2.2.1)', () => {
    vi.useFakeTimers()
    const show = setup()
    show('Saved')
    const toast = screen.getByText('Saved')
    fireEvent.mouseEnter(toast)
    pass(5000)
    expect(phase('Saved')).toBe('enter')
    fireEvent.mouseLeave(toast)
    fireEvent.focus(toast)
    pass(5000)
    expect(phase('Saved')).toBe('enter')
    fireEvent.blur(toast)
    pass(1999)
    expect(phase('Saved')).toBe('enter')
    pass(1)
    expect(phase('Saved')).toBe('exit')
  })

  it('errors are alerts', () => {
    const show = setup()
    show('Failed', 'error')
    expect(screen.getByRole('alert')).toHaveTextContent('Failed')
  })

  it('a new toast makes the visible one exit first', () => {
    vi.useFakeTimers()
    const show = setup()
    show('First')
    show('Second', 'progress')
    expect(phase('First')).toBe('exit')
    expect(screen.queryByText('Second')).not.toBeInTheDocument()
    pass(200)
    expect(screen.queryByText('First')).not.toBeInTheDocument()
    expect(phase('Second')).toBe('enter')
  })

  it('useToast outside its provider throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Probe onReady={() => {}} />)).toThrow(
      'useToast must be used within a ToastContextProvider',
    )
  })

  it('leaves an Escape pressed inside a dialog to the dialog, even when the toast came later', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    const show = setup(
      <Dialog open onOpenChange={onOpenChange} title="Invite">
        <button type="button">Inside</button>
      </Dialog>,
    )
    // Shown after the dialog opened: Radix counts the toast as the top layer.
    show('Saved')
    expect(screen.getByRole('status')).toHaveTextContent('Saved')
    await user.click(screen.getByRole('button', { name: 'Inside' }))
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
    // Still on screen, not dismissed (a dismissed toast exits first).
    expect(phase('Saved')).toBe('enter')
  })

  it("leaves an Escape pressed in a select's options in the page to the select", () => {
    const show = setup(
      <select aria-label="Role" defaultValue="member">
        <option value="member">Member</option>
        <option value="admin">Admin</option>
      </select>,
    )
    show('Updated role')
    expect(screen.getByRole('status')).toHaveTextContent('Updated role')
    // With the options open in the page, the focused option is where the key lands.
    fireEvent.keyDown(screen.getByRole('option', { name: 'Admin' }), { key: 'Escape' })
    expect(phase('Updated role')).toBe('enter')
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Role' }), { key: 'Escape' })
    expect(phase('Updated role')).toBe('exit')
  })

  it('is dismissed by an Escape pressed outside any dialog', async () => {
    const user = userEvent.setup()
    const show = setup()
    show('Saved')
    await user.keyboard('{Escape}')
    expect(phase('Saved')).toBe('exit')
  })

  it('is announced beside an open dialog: the modal hides the page, not the toasts', () => {
    const show = setup(<Dialog open onOpenChange={() => {}} title="Sign the BAA" />)
    show('Failed to update organization', 'error')
    // Found in the accessibility tree: no aria-hidden ancestor.
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update organization')
  })
})
