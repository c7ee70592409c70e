import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import Search from 'lucide-react/icons/search'
import { OPEN_DIALOG } from '@/shared/ui'
import type { CommandPaletteProps } from './command-palette'
import { useCodeOnUse, type ComponentModule } from './use-code-on-use'
import {
  SHOW_SHORTCUTS_EVENT,
  isPaletteKey,
  isShortcutsKey,
  questionMarkEnabled,
} from '../model/shortcuts'

const loadShortcuts = () => import('./shortcuts-dialog')

// Radix's dialogs are modal without saying aria-modal: any open dialog counts.
const anotherDialogOpen = () => document.querySelector(OPEN_DIALOG) !== null

/** How long letters typed after Ctrl+K wait for the palette's input. */
const TYPE_AHEAD_MS = 3000

const isMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent)

/**
 * UX-2, UX-3: listens for Ctrl/⌘+K and `?`, and shows a search button for the pointer. The
 * palette (so cmdk) and the shortcuts dialog load on first open, mount once their code has
 * arrived, and stay mounted after.
 */
export function CommandPaletteLauncher({
  loadPalette,
}: {
  /** The palette's code: started on hover or focus of the button, awaited on opening. */
  loadPalette: () => Promise<ComponentModule<Omit<CommandPaletteProps, 'commands'>>>
}) {
  const [view, setView] = useState<'palette' | 'shortcuts' | null>(null)
  const palette = useCodeOnUse(loadPalette)
  const shortcuts = useCodeOnUse(loadShortcuts)
  const [opener, setOpener] = useState<HTMLElement | null>(null)
  // Letters typed right after Ctrl+K, before the palette's input has the focus (its code may still
  // be loading, and the dialog focuses it after a frame): kept for it instead of lost on the page.
  const typedAhead = useRef<string | null>(null)
  const takeTypedAhead = useCallback(() => {
    const ahead = typedAhead.current ?? ''
    typedAhead.current = null
    return ahead
  }, [])

  const show = (next: 'palette' | 'shortcuts') => {
    const active = document.activeElement
    setOpener(active instanceof HTMLElement && active !== document.body ? active : null)
    setView(next)
    // Code that cannot arrive leaves the page as it was; the next press asks again.
    ;(next === 'palette' ? palette : shortcuts).ensure().catch(() => setView(null))
  }

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return
    if (isPaletteKey(event)) {
      event.preventDefault()
      if (view === 'palette') setView(null)
      else if (!anotherDialogOpen()) {
        typedAhead.current = ''
        // Bounded: a palette that never takes the focus (its code failed) gives the keys back.
        setTimeout(() => {
          typedAhead.current = null
        }, TYPE_AHEAD_MS)
        show('palette')
      }
    } else if (
      isShortcutsKey(event) &&
      questionMarkEnabled() &&
      view === null &&
      !anotherDialogOpen()
    ) {
      event.preventDefault()
      show('shortcuts')
    }
  })
  const onShowShortcuts = useEffectEvent(() => {
    if (view === null && !anotherDialogOpen()) show('shortcuts')
  })
  useEffect(() => {
    // Capture: ahead of the page, which would otherwise take the letters.
    const typeAhead = (event: KeyboardEvent) => {
      if (typedAhead.current === null || event.isComposing) return
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return
      event.preventDefault()
      event.stopPropagation()
      typedAhead.current += event.key
    }
    window.addEventListener('keydown', typeAhead, { capture: true })
    return () => window.removeEventListener('keydown', typeAhead, { capture: true })
  }, [])
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event)
    const shortcuts = () => onShowShortcuts()
    window.addEventListener('keydown', listener)
    window.addEventListener(SHOW_SHORTCUTS_EVENT, shortcuts)
    return () => {
      window.removeEventListener('keydown', listener)
      window.removeEventListener(SHOW_SHORTCUTS_EVENT, shortcuts)
    }
  }, [])

  const close = (open: boolean) => {
    if (!open) {
      typedAhead.current = null
      setView(null)
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={() => show('palette')}
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        // WCAG 2.5.3: the name is the visible text ("Search…"), also where only the icon shows.
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        className="inline-flex min-h-9 items-center gap-2 rounded-md border border-input bg-secondary px-2.5 text-sm text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring pointer-coarse:min-h-11 pointer-coarse:min-w-11"
      >
        <Search aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">Search…</span>
        {/* Told by aria-keyshortcuts; not part of the name. */}
        <kbd
          aria-hidden
          className="hidden rounded border border-border px-1 font-mono text-xs sm:inline"
        >
          {isMac() ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {palette.Loaded ? (
        <palette.Loaded
          open={view === 'palette'}
          onOpenChange={close}
          returnFocusTo={opener}
          takeTypedAhead={takeTypedAhead}
        />
      ) : null}
      {shortcuts.Loaded ? (
        <shortcuts.Loaded open={view === 'shortcuts'} onOpenChange={close} />
      ) : null}
    </>
  )
}
