// The list lives apart (shortcut-list.ts): the key checks ship with the shell, the list loads with its dialog.
/** Ctrl+K or ⌘K, whatever has focus (UX-2). */
export const isPaletteKey = (event: KeyboardEvent): boolean =>
  (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k'

const QUESTION_MARK_KEY = 'flow-shortcuts-question-mark'

/** WCAG 2.1.4: a one-character shortcut can be turned off (in the shortcuts dialog); on by default. */
export function questionMarkEnabled(): boolean {
  try {
    return localStorage.getItem(QUESTION_MARK_KEY) !== 'off'
  } catch {
    return true
  }
}

export function setQuestionMarkEnabled(on: boolean): void {
  try {
    if (on) localStorage.removeItem(QUESTION_MARK_KEY)
    else localStorage.setItem(QUESTION_MARK_KEY, 'off')
  } catch {
    // Storage refused: the choice lasts until the page is left.
  }
}

/** Asks the shell to show the shortcuts dialog (the palette's command, whatever `?` is set to). */
export const SHOW_SHORTCUTS_EVENT = 'flow:show-shortcuts'
export const showShortcuts = (): void => void window.dispatchEvent(new Event(SHOW_SHORTCUTS_EVENT))

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
