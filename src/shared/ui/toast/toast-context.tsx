import {
  createContext,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import {
  TOAST_DURATION_MS,
  TOAST_EXIT_MS,
  initialToastState,
  toastReducer,
  type ToastType,
} from './toast-machine'
import type { ToastView } from './toast-view'
import { loadOnce } from '@/shared/lib'

export type ShowToast = (message: string, type?: ToastType, duration?: number) => void

export const ToastContext = createContext<ShowToast | null>(null)

type View = typeof ToastView

/** The toast view (Radix Toast) is fetched on demand, so a cold /login does not download it. */
const toastView = loadOnce(() => import('./toast-view').then((module) => module.ToastView))
export const loadToastView = toastView.load

export function ToastContextProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(toastReducer, initialToastState)
  const [View, setView] = useState<View | null>(() => toastView.loaded() ?? null)
  const nextId = useRef(1)
  // WCAG 2.2.1: the visible toast waits while pointed at or focused (the id it was held for).
  const [heldId, setHeldId] = useState<number | null>(null)

  const showToast = useCallback<ShowToast>(
    (message, type = 'success', duration = TOAST_DURATION_MS) => {
      dispatch({ kind: 'show', toast: { id: nextId.current++, message, type, duration } })
    },
    [],
  )

  useEffect(() => {
    const { current, phase } = state
    if (!current) return
    if (phase === 'enter') {
      // Released, it gets its full time again.
      if (heldId === current.id) return
      const timer = setTimeout(() => dispatch({ kind: 'expire', id: current.id }), current.duration)
      return () => clearTimeout(timer)
    }
    if (phase === 'exit') {
      const timer = setTimeout(() => dispatch({ kind: 'exited' }), TOAST_EXIT_MS)
      return () => clearTimeout(timer)
    }
  }, [state, heldId])

  // Toasts answer what someone did: fetch the view at their first key or pointer press, or at
  // the first toast, whichever comes first.
  const wanted = state.current !== null
  useEffect(() => {
    if (View) return
    let live = true
    const load = () => void loadToastView().then((view) => live && setView(() => view))
    if (wanted) load()
    window.addEventListener('pointerdown', load, { once: true, capture: true })
    window.addEventListener('keydown', load, { once: true, capture: true })
    return () => {
      live = false
      window.removeEventListener('pointerdown', load, { capture: true })
      window.removeEventListener('keydown', load, { capture: true })
    }
  }, [View, wanted])

  const onDismiss = useCallback((id: number) => dispatch({ kind: 'expire', id }), [])
  const onHold = useCallback((id: number, held: boolean) => setHeldId(held ? id : null), [])

  return (
    <ToastContext.Provider value={showToast}>
      {children}
      {/* A live region from the first render, so each toast's text is an addition to it, which
          screen readers announce; one created together with its text is often skipped (the view
          is fetched with the first toast, and each toast is a new element). It also keeps toasts
          audible beside a modal, which hides the rest of the page but not [aria-live]. Errors
          interrupt from their own alert. */}
      <div role="status" aria-live="polite">
        {View ? <View state={state} onDismiss={onDismiss} onHold={onHold} /> : null}
      </div>
    </ToastContext.Provider>
  )
}
