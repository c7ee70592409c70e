import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmDialog } from './confirm-dialog'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Remove</button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove member"
        description="This cannot be undone."
        confirmLabel="Remove"
        onConfirm={() => setOpen(false)}
      />
    </>
  )
}

/** Whether one of the element's controls has the keyboard focus. */
const hasFocusWithin = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('button')
    .some((control) => control.matches(':focus'))

describe('dialogs opened from state', () => {
  it('trap focus, close on Escape and give focus back to the opener', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Remove' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' })
    expect(hasFocusWithin(dialog)).toBe(true)
    await user.tab()
    await user.tab()
    await user.tab()
    expect(hasFocusWithin(dialog)).toBe(true)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(opener).toHaveFocus()
  })
})
