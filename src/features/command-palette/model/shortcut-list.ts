/** Every keyboard shortcut of the portal, as the `?` dialog lists them (UX-3). */
export const SHORTCUTS: readonly { keys: readonly string[]; action: string }[] = [
  { keys: ['Ctrl K', '⌘ K'], action: 'Open or close the command palette' },
  { keys: ['?'], action: 'Show keyboard shortcuts' },
  { keys: ['↑', '↓'], action: 'Move through commands, menus and lists' },
  { keys: ['Enter'], action: 'Run the chosen command or menu item' },
  { keys: ['Esc'], action: 'Close the palette, a dialog or a menu' },
  { keys: ['Tab', 'Shift Tab'], action: 'Move to the next or previous control' },
]
