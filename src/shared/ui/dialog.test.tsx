import { describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmDialog } from './confirm-dialog'
import { Dialog, Sheet } from './dialog'
import { OPEN_DIALOG } from './open-dialog'
import { SelectField } from './select'
import { modalParts } from '../../../tests/modal-parts'

/** A Remove button opening a confirm; `removes`: confirming takes the button away. */
function Harness({ removes = false }: { removes?: boolean }) {
  const [open, setOpen] = useState(false)
  const [removed, setRemoved] = useState(false)
  return (
    <main id="main" tabIndex={-1}>
      {removed ? null : <button onClick={() => setOpen(true)}>Remove</button>}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove member"
        description="This cannot be undone."
        confirmLabel="Remove"
        onConfirm={() => {
          setRemoved(removes)
          setOpen(false)
        }}
      />
    </main>
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

/** A dialog rendered ahead while closed, holding a field whose text it keeps (Invite many). */
function AheadHarness() {
  const [open, setOpen] = useState(false)
  return (
    <main id="main" tabIndex={-1}>
      <button onClick={() => setOpen(true)}>Invite many</button>
      <Dialog open={open} onOpenChange={setOpen} title="Invite many people" preRender>
        <label>
          Addresses
          <textarea />
        </label>
        <button>Check addresses</button>
      </Dialog>
    </main>
  )
}

describe('a dialog rendered ahead (preRender)', () => {
  it('leaves the page alone while closed, opens as any dialog does, and keeps what was typed', async () => {
    const user = userEvent.setup()
    render(<AheadHarness />)
    // In the document but hidden: out of the accessibility tree, the page neither hidden nor locked.
    const ahead = await screen.findByRole('dialog', { hidden: true })
    expect(ahead).not.toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()
    const opener = screen.getByRole('button', { name: 'Invite many' })
    expect(document.body).not.toHaveAttribute('data-scroll-locked')
    expect(document.body.style.pointerEvents).toBe('')

    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Invite many people' })
    const box = within(dialog).getByRole('textbox', { name: 'Addresses' })
    await waitFor(() => expect(box).toHaveFocus())
    expect(document.body).toHaveAttribute('data-scroll-locked')
    await user.type(box, 'ana@acme.test')
    await user.tab()
    await user.tab()
    expect(box).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(opener).toHaveFocus()
    expect(document.body).not.toHaveAttribute('data-scroll-locked')

    await user.click(opener)
    const again = await screen.findByRole('dialog', { name: 'Invite many people' })
    expect(within(again).getByRole('textbox', { name: 'Addresses' })).toHaveValue('ana@acme.test')
  })
})

describe('OPEN_DIALOG', () => {
  it('leaves out a dialog hidden at once on closing, before its closed state has rendered', () => {
    render(
      <>
        <div role="dialog" aria-label="Hidden" data-state="open" style={{ display: 'none' }} />
        <div role="alertdialog" aria-label="Shown" data-state="open" />
      </>,
    )
    const hidden = screen.getByRole('dialog', { hidden: true })
    expect(hidden.matches(OPEN_DIALOG)).toBe(false)
    expect(screen.getByRole('alertdialog', { name: 'Shown' }).matches(OPEN_DIALOG)).toBe(true)
  })
})

describe('a dialog whose opener is gone when it closes', () => {
  it('gives focus to the main region, not the page body', async () => {
    const user = userEvent.setup()
    render(<Harness removes />)
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('main')).toHaveFocus()
  })
})

describe('Escape in a dialog', () => {
  it('Escape in a select inside a dialog closes the select, then the dialog', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    render(
      <Dialog open onOpenChange={onOpenChange} title="Invite">
        <SelectField
          label="Role"
          value="member"
          onValueChange={() => {}}
          options={[
            { value: 'admin', label: 'Admin' },
            { value: 'member', label: 'Member' },
          ]}
        />
      </Dialog>,
    )
    await user.click(screen.getByRole('combobox', { name: 'Role' }))
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    expect(onOpenChange).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledOnce()
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})

describe('the modal base on phones (issue #14)', () => {
  it('ConfirmDialog keeps its actions outside the scrolling body, in a bottom sheet below sm', async () => {
    render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Sign the HIPAA BAA"
        description="This cannot be undone."
        confirmLabel="Accept and sign"
        onConfirm={() => {}}
      >
        <p>{'A long agreement. '.repeat(200)}</p>
      </ConfirmDialog>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Sign the HIPAA BAA' })
    const { body, footer } = modalParts(dialog)
    expect(body).toHaveTextContent('A long agreement.')
    expect(body).toHaveClass('overflow-y-auto')
    expect(footer).not.toBeNull()
    expect(body).not.toContainElement(footer)
    expect(within(footer!).getByRole('button', { name: 'Accept and sign' })).toBeInTheDocument()
    expect(within(footer!).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    // Full width at the bottom, at most 90% of the screen's height; centred from sm up.
    expect(dialog).toHaveClass('inset-x-0', 'bottom-0', 'max-h-[90dvh]', 'sm:top-1/2')
  })

  it('Dialog puts its footer beside the body, and a form there still submits', async () => {
    const user = userEvent.setup()
    let sent = ''
    render(
      <Dialog
        open
        onOpenChange={() => {}}
        title="Request an upgrade"
        description="Your message goes to your organization's admins."
        footer={
          <button type="submit" form="request">
            Send request
          </button>
        }
      >
        <form
          id="request"
          onSubmit={(e) => {
            e.preventDefault()
            sent = new FormData(e.currentTarget).get('message') as string
          }}
        >
          <textarea name="message" aria-label="Message" defaultValue="Please" />
        </form>
      </Dialog>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Request an upgrade' })
    const { body, footer } = modalParts(dialog)
    expect(dialog).toHaveAccessibleDescription("Your message goes to your organization's admins.")
    expect(body).toContainElement(within(dialog).getByRole('textbox', { name: 'Message' }))
    expect(body).not.toContainElement(footer)
    await user.click(within(footer!).getByRole('button', { name: 'Send request' }))
    expect(sent).toBe('Please')
  })

  it('Sheet is a named dialog from the left edge with a close button', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    render(
      <Sheet open onOpenChange={onOpenChange} title="Admin Portal" closeLabel="Close menu">
        <a href="/app/team">Team</a>
      </Sheet>,
    )
    const sheet = await screen.findByRole('dialog', { name: 'Admin Portal' })
    expect(sheet).toHaveClass('inset-y-0', 'left-0')
    await user.click(within(sheet).getByRole('button', { name: 'Close menu' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
