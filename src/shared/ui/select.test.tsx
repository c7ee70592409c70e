import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SelectField, type SelectFieldProps } from './select'

const OPTIONS = [
  { value: 'admin', label: 'Admin' },
  { value: 'member', label: 'Member' },
]

function Role(props: Partial<SelectFieldProps> & { onPick?: (value: string) => void }) {
  const [value, setValue] = useState(props.value ?? 'member')
  return (
    <>
      <button type="button">Before</button>
      <SelectField
        label="Role"
        options={OPTIONS}
        mountOnUse
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next)
          props.onPick?.(next)
        }}
      />
    </>
  )
}

const role = () => screen.getByRole('combobox', { name: 'Role' })
// Radix's trigger carries its open state; the look-alike has none.
const isRadix = () => role().hasAttribute('data-state')

describe('a select that mounts on first use', () => {
  it('shows the chosen option, or the placeholder, before any Radix select mounts', () => {
    const { unmount } = render(<Role />)
    expect(role()).toHaveTextContent('Member')
    expect(role()).not.toHaveAttribute('data-placeholder')
    expect(isRadix()).toBe(false)
    unmount()
    render(<Role value="" placeholder="No role" />)
    expect(role()).toHaveTextContent('No role')
    // Marked as Radix marks its own trigger: a placeholder is drawn muted, not as a choice.
    expect(role()).toHaveAttribute('data-placeholder')
  })

  it('opens its options on the first press, and a choice is made', async () => {
    const onPick = vi.fn()
    const user = userEvent.setup()
    render(<Role onPick={onPick} />)
    await user.click(role())
    await user.click(await screen.findByRole('option', { name: 'Admin' }))
    expect(onPick).toHaveBeenCalledWith('admin')
    expect(role()).toHaveTextContent('Admin')
  })

  it('hands the focus to the real select, which opens from the keyboard', async () => {
    const user = userEvent.setup()
    render(<Role />)
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    expect(role()).toHaveFocus()
    expect(isRadix()).toBe(true)
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('option', { name: 'Admin' })).toBeInTheDocument()
  })

  it.each([false, true])(
    'names itself by a hidden label alone, once (mounted: %s)',
    async (mounted) => {
      const user = userEvent.setup()
      render(<Role label="Role for dev@acme.test" hideLabel />)
      if (mounted) await user.tab()
      if (mounted) await user.tab()
      expect(screen.getByRole('combobox', { name: 'Role for dev@acme.test' })).toBeInTheDocument()
      // Read once, as the control's name: no visually hidden text beside it.
      expect(screen.queryByText('Role for dev@acme.test')).not.toBeInTheDocument()
    },
  )

  it.each([false, true])('reads its error as its description (mounted: %s)', async (mounted) => {
    const user = userEvent.setup()
    render(<Role error="Choose a role" mountOnUse={!mounted} />)
    if (mounted) expect(isRadix()).toBe(true)
    expect(role()).toHaveAccessibleDescription('Choose a role')
    expect(role()).toHaveAttribute('aria-invalid', 'true')
    // Outlined as the text fields are when invalid.
    expect(role()).toHaveClass('aria-[invalid=true]:border-destructive')
    await user.tab()
    await user.tab()
    expect(role()).toHaveAccessibleDescription('Choose a role')
  })

  it('carries an error and a disabled state before it mounts', async () => {
    const user = userEvent.setup()
    render(<Role error="Choose a role" disabled />)
    expect(role()).toHaveAttribute('aria-invalid', 'true')
    expect(role()).toBeDisabled()
    expect(screen.getByText('Choose a role')).toBeInTheDocument()
    await user.click(role())
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
    expect(isRadix()).toBe(false)
  })
})

describe('an open list', () => {
  it('makes the rest of the page inert until it closes, then hands the trigger its focus', async () => {
    const user = userEvent.setup()
    // The render's container is the page here: a child of <body>, beside the list's portal.
    const { container: page } = render(<Role mountOnUse={false} />)
    await user.click(role())
    expect(await screen.findByRole('option', { name: 'Admin' })).toBeInTheDocument()
    expect(page).toHaveAttribute('inert')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
    expect(page).not.toHaveAttribute('inert')
    await waitFor(() => expect(role()).toHaveFocus())

    await user.click(role())
    await user.click(await screen.findByRole('option', { name: 'Admin' }))
    expect(page).not.toHaveAttribute('inert')
    expect(role()).toHaveTextContent('Admin')
    await waitFor(() => expect(role()).toHaveFocus())
  })

  it('leaves what was inert before it opened inert after it closes', async () => {
    const user = userEvent.setup()
    const { container: page } = render(<Role mountOnUse={false} />)
    const aside = document.createElement('aside')
    aside.setAttribute('inert', '')
    document.body.append(aside)
    await user.click(role())
    expect(page).toHaveAttribute('inert')
    await user.keyboard('{Escape}')
    expect(page).not.toHaveAttribute('inert')
    expect(aside).toHaveAttribute('inert')
    aside.remove()
  })
})
