import { readFlag, writeFlag } from '@/shared/lib'
// The list lives apart (shortcut-list.ts): the key checks ship with the shell, the list loads with its dialog.
/** Ctrl+K or ⌘K, whatever has focus (UX-2). */
export const isPaletteKey = (event: KeyboardEvent): boolean =>
  (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k'

const QUESTION_MARK_OFF_KEY = 'flow-shortcuts-question-mark-off'

/** WCAG 2.1.4: a one-character shortcut can be turned off (in the shortcuts dialog); on by default. */
export const questionMarkEnabled = (): boolean => !readFlag(QUESTION_MARK_OFF_KEY)
export const setQuestionMarkEnabled = (on: boolean): void => writeFlag(QUESTION_MARK_OFF_KEY, !on)

/** Asks the shell to show the shortcuts dialog (the palette's command, whatever `?` is set to). */
export const SHOW_SHORTCUTS_EVENT = 'flow:show-shortcuts'
export const showShortcuts = (): void => void window.dispatchEvent(new Event(SHOW_SHORTCUTS_EVENT))

/** `?` only when not typing: in a field it is a character (UX-3). */
export const isShortcutsKey = (event: KeyboardEvent): boolean =>
  event.key === '?' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target)

// Inputs no one types into: `?` on a selection box still opens the list.
const NOT_TYPED = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'file',
  'color',
  'range',
])

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return (
    target.isContentEditable ||
    (target instanceof HTMLInputElement && !NOT_TYPED.has(target.type)) ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    // A select's options shown in the page hold the focus while open: keys there pick an option.
    target instanceof HTMLOptionElement ||
    target.getAttribute('role') === 'combobox'
  )
}
