/** Every keyboard shortcut of the portal, as the `?` dialog lists them (UX-3). */
export const SHORTCUTS: readonly { keys: readonly string[]; action: string }[] = [
  { keys: ['Ctrl K', '⌘ K'], action: 'Open or close the command palette' },
  { keys: ['?'], action: 'Show keyboard shortcuts' },
  { keys: ['↑', '↓'], action: 'Move through commands, menus and lists' },
  { keys: ['Enter'], action: 'Run the chosen command or menu item' },
  { keys: ['Esc'], action: 'Close the palette, a dialog or a menu' },
  { keys: ['Tab', 'Shift Tab'], action: 'Move to the next or previous control' },
]

/** Ctrl+K or ⌘K, whatever has focus (UX-2). */
export const isPaletteKey = (event: KeyboardEvent): boolean =>
  (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k'

/** `?` only when not typing: in a field it is a character (UX-3). */
export const isShortcutsKey = (event: KeyboardEvent): boolean =>
  event.key === '?' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target)

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    target.getAttribute('role') === 'combobox'
  )
}
