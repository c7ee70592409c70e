import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from './menu'

function Harness({ onSelect = () => {} }: { onSelect?: () => void }) {
  return (
    <>
      <MenuRoot modal={false}>
        <MenuTrigger>Account menu</MenuTrigger>
        <MenuContent label="Account">
          <MenuItem onSelect={onSelect}>Settings</MenuItem>
          <MenuItem onSelect={() => {}}>Logout</MenuItem>
        </MenuContent>
      </MenuRoot>
      <button type="button">After</button>
    </>
  )
}

describe('menus', () => {
  it('open from the keyboard, move with the arrows and pick with Enter', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<Harness onSelect={onSelect} />)
    await user.tab()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('menu')).toBeInTheDocument()
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}')
    expect(onSelect).toHaveBeenCalledOnce()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('close on Tab and give the focus back to their button, as on Escape (no trap)', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.tab()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('menu')).toBeInTheDocument()
    await user.tab()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
  })
})
