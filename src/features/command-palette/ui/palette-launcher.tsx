import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ComponentType,
} from 'react'
import Search from 'lucide-react/icons/search'
import type { CommandPaletteProps } from './command-palette'
import {
  SHOW_SHORTCUTS_EVENT,
  isPaletteKey,
  isShortcutsKey,
  questionMarkEnabled,
} from '../model/shortcuts'

const ShortcutsDialog = lazy(() => import('./shortcuts-dialog'))

export type PaletteComponent = ComponentType<Omit<CommandPaletteProps, 'commands'>>

// Radix's dialogs are modal without saying aria-modal: any open dialog counts.
const anotherDialogOpen = () =>
  document.querySelector('[role="dialog"], [role="alertdialog"]') !== null

/** How long letters typed after Ctrl+K wait for the palette's input. */
const TYPE_AHEAD_MS = 3000

const isMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent)

/**
 * UX-2, UX-3: listens for Ctrl/⌘+K and `?`, and shows a search button for the pointer. The
 * palette (a lazy component, so cmdk loads on first use) and the shortcuts dialog mount on first
 * open and stay mounted after.
 */
export function CommandPaletteLauncher({
  palette: Palette,
  preload,
}: {
  palette: PaletteComponent
  /** Starts loading the palette's code (on hover or focus of the button). */
  preload: () => void
}) {
  const [view, setView] = useState<'palette' | 'shortcuts' | null>(null)
  const [mounted, setMounted] = useState({ palette: false, shortcuts: false })
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
    setMounted((m) => ({ ...m, [next]: true }))
    setView(next)
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
        onPointerEnter={preload}
        onFocus={preload}
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
      {mounted.palette ? (
        <Suspense fallback={null}>
          <Palette
            open={view === 'palette'}
            onOpenChange={close}
            returnFocusTo={opener}
            takeTypedAhead={takeTypedAhead}
          />
        </Suspense>
      ) : null}
      {mounted.shortcuts ? (
        <Suspense fallback={null}>
          <ShortcutsDialog open={view === 'shortcuts'} onOpenChange={close} />
        </Suspense>
      ) : null}
    </>
  )
}
