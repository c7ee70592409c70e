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

/** The pages UX-1 names, in order, each settings tab included. */
export const UX1_PAGES = [
  'Team',
  'Settings',
  'Organization',
  'Personal',
  'Billing',
  'Privacy',
  'Notifications',
  'Event Catalog',
]

/**
 * The listed commands, less the pages UX-1 does not name: a page added since (npm run
 * new:feature) comes with its own rule and its own test, and leaves these lists as they are.
 */
export const listedNamedCommands = () => {
  const added = listedPages().filter((label) => !UX1_PAGES.includes(label ?? ''))
  return listedCommands().filter((label) => !added.includes(label))
}

/** The pages under `Go to`, in order. */
export const listedPages = () => {
  const group = screen.queryByRole('group', { name: 'Go to' })
  return (group ? within(group).queryAllByRole('option') : []).map((option) => option.textContent)
}
