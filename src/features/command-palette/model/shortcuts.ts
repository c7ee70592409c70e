// The list lives apart (shortcut-list.ts): the key checks ship with the shell, the list loads with its dialog.
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
