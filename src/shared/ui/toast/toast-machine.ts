export type ToastType = 'success' | 'error' | 'progress'
export type ToastPhase = 'hidden' | 'enter' | 'exit'
export type ToastItem = { id: number; message: string; type: ToastType; duration: number }

export const TOAST_DURATION_MS = 2000
export const TOAST_EXIT_MS = 200

export type ToastState = { current: ToastItem | null; phase: ToastPhase; pending: ToastItem | null }

export type ToastAction =
  { kind: 'show'; toast: ToastItem } | { kind: 'expire'; id: number } | { kind: 'exited' }

export const initialToastState: ToastState = { current: null, phase: 'hidden', pending: null }

/** TOAST-3: hidden → enter → exit after its duration → hidden; a new one makes the old exit first. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.kind) {
    case 'show':
      if (state.phase === 'hidden') return { current: action.toast, phase: 'enter', pending: null }
      return { ...state, phase: 'exit', pending: action.toast }
    case 'expire':
      if (state.current?.id !== action.id || state.phase !== 'enter') return state
      return { ...state, phase: 'exit' }
    case 'exited':
      if (state.pending) return { current: state.pending, phase: 'enter', pending: null }
      return initialToastState
  }
}
