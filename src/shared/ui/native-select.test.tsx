import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NativeSelect } from './native-select'

const OPTIONS = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
]

function Role({ initial, onPick }: { initial: string; onPick?: (value: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <NativeSelect
      label="Role for dev@acme.test"
      hideLabel
      value={value}
      placeholder="No role"
      options={OPTIONS}
      onValueChange={(next) => {
        setValue(next)
        onPick?.(next)
      }}
    />
  )
}

/** A select whose owner keeps the value Member, whatever is picked (until it re-renders). */
const renderKeptAtMember = (
  label: string,
  onValueChange: (value: string) => Promise<void> | void,
) =>
  render(
    <NativeSelect label={label} value="member" options={OPTIONS} onValueChange={onValueChange} />,
  )

const role = () => screen.getByRole('combobox', { name: 'Role for dev@acme.test' })

describe('the browser’s own select, for a control in every row', () => {
  it('shows the chosen option and reports a new choice', async () => {
    const onPick = vi.fn()
    const user = userEvent.setup()
    render(<Role initial="member" onPick={onPick} />)
    expect(role()).toHaveDisplayValue('Member')
    expect(role()).not.toHaveAttribute('data-placeholder')
    await user.selectOptions(role(), 'Admin')
    expect(role()).toHaveDisplayValue('Admin')
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('admin'))
  })

  it('shows the placeholder for no value, muted, and does not offer it as a choice', async () => {
    const onPick = vi.fn()
    const user = userEvent.setup()
    render(<Role initial="" onPick={onPick} />)
    expect(role()).toHaveDisplayValue('No role')
    expect(role()).toHaveAttribute('data-placeholder')
    expect(screen.getByRole('option', { name: 'No role' })).toBeDisabled()
    await user.selectOptions(role(), 'Member')
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('member'))
    // Once a role is chosen, the placeholder is no longer among the options.
    expect(within(role()).queryByRole('option', { name: 'No role' })).not.toBeInTheDocument()
  })

  it('shows a pick at once, until its change settles; then the value shows (a rollback)', async () => {
    let settle: (() => void) | undefined
    const change = () => new Promise<void>((resolve) => (settle = resolve))
    const user = userEvent.setup()
    renderKeptAtMember('Role', change)
    const select = screen.getByRole('combobox', { name: 'Role' })
    await user.selectOptions(select, 'Admin')
    // The owner has not passed the new value yet: the pick shows, not the old value.
    expect(select).toHaveDisplayValue('Admin')
    // The change was rolled back, so the value never moved: it shows again.
    await waitFor(() => expect(settle).toBeDefined())
    settle?.()
    await waitFor(() => expect(select).toHaveDisplayValue('Member'))
  })

  it('paints the pick before its change starts: a role change re-sorts 2,300 rows', async () => {
    const onValueChange = vi.fn()
    renderKeptAtMember('Role', onValueChange)
    const select = screen.getByRole('combobox', { name: 'Role' })
    fireEvent.change(select, { target: { value: 'admin' } })
    expect(select).toHaveDisplayValue('Admin')
    expect(onValueChange).not.toHaveBeenCalled()
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith('admin'))
  })

  it('is named by a hidden label alone, and reached with Tab', async () => {
    const user = userEvent.setup()
    render(<Role initial="member" />)
    expect(screen.queryByText('Role for dev@acme.test')).not.toBeInTheDocument()
    await user.tab()
    expect(role()).toHaveFocus()
  })

  it('shows a visible label that names it, and a pick that settles at once shows its value', async () => {
    const onPick = vi.fn()
    const user = userEvent.setup()
    renderKeptAtMember('Filter by role', onPick)
    const select = screen.getByRole('combobox', { name: 'Filter by role' })
    expect(screen.getByText('Filter by role')).toBeVisible()
    await user.selectOptions(select, 'Admin')
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('admin'))
    // The owner kept its value (say, it refused the change): the value shows again.
    expect(select).toHaveDisplayValue('Member')
  })
})
