import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
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

describe('dialogs opened from state', () => {
  it('trap focus, close on Escape and give focus back to the opener', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Remove' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.tab()
    await user.tab()
    await user.tab()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(opener).toHaveFocus()
  })
})
