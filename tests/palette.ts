import { screen, within } from '@testing-library/react'
import type { renderApp } from './render'

type View = Awaited<ReturnType<typeof renderApp>>

/** Opens the command palette with Ctrl+K (or `keys`) and waits for its combobox. */
export async function openPalette({ user }: View, keys = '{Control>}k{/Control}') {
  // The first render of the shell and the first opening load code: slow on a busy test run.
  await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 })
  await user.keyboard(keys)
  return screen.findByRole('combobox', { name: 'Command palette' }, { timeout: 5000 })
}

/** The palette's listed commands, in order. */
export const listedCommands = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent)
