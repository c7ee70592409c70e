import { createContext, useCallback, useEffect, useReducer, useRef, type ReactNode } from 'react'
import {
  TOAST_DURATION_MS,
  TOAST_EXIT_MS,
  initialToastState,
  toastReducer,
  type ToastState,
  type ToastType,
} from './toast-machine'

export type ShowToast = (message: string, type?: ToastType, duration?: number) => void

export const ToastContext = createContext<ShowToast | null>(null)

export function ToastContextProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(toastReducer, initialToastState)
  const nextId = useRef(1)

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
      const timer = setTimeout(() => dispatch({ kind: 'expire', id: current.id }), current.duration)
      return () => clearTimeout(timer)
    }
    if (phase === 'exit') {
      const timer = setTimeout(() => dispatch({ kind: 'exited' }), TOAST_EXIT_MS)
      return () => clearTimeout(timer)
    }
  }, [state])

  return (
    <ToastContext.Provider value={showToast}>
      {children}
      <ToastView state={state} />
    </ToastContext.Provider>
  )
}

const toneClass: Record<ToastType, string> = {
  success:
    'border-emerald-400 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50',
  error: 'border-red-400 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50',
  progress: 'border-sky-400 bg-sky-50 text-sky-950 dark:bg-sky-950 dark:text-sky-50',
}

/** Two live regions always in the page: errors are alerts, the rest are polite status. */
function ToastView({ state }: { state: ToastState }) {
  const { current, phase } = state
  const visible = current && phase !== 'hidden' ? current : null
  const box = (t: NonNullable<typeof visible>) => (
    // Slides out rather than fading, so its text never drops below readable contrast.
    <div
      data-phase={phase}
      data-type={t.type}
      className={`pointer-events-auto rounded-md border px-4 py-3 text-sm shadow-lg transition-transform duration-200 motion-reduce:transition-none ${toneClass[t.type]} ${phase === 'exit' ? 'translate-y-[150%]' : 'translate-y-0'}`}
    >
      {t.message}
    </div>
  )
  return (
    <div className="pointer-events-none fixed right-4 bottom-4 z-[60] flex max-w-sm flex-col gap-2">
      <div role="status" aria-live="polite">
        {visible && visible.type !== 'error' ? box(visible) : null}
      </div>
      <div role="alert">{visible && visible.type === 'error' ? box(visible) : null}</div>
    </div>
  )
}
