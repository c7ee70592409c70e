import { useRef, useState } from 'react'
import { Toast as T } from 'radix-ui'
import CircleAlert from 'lucide-react/icons/circle-alert'
import CircleCheck from 'lucide-react/icons/circle-check'
import LoaderCircle from 'lucide-react/icons/loader-circle'
import { cva } from 'class-variance-authority'
import { cn } from '@/shared/lib'
import type { ToastState, ToastType } from './toast-machine'

const toastVariants = cva(
  [
    'pointer-events-auto rounded-md border px-4 py-3 text-sm shadow-lg',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    // Slides out rather than fading, so its text never drops below readable contrast.
    'transition-transform duration-200 motion-reduce:transition-none',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
  ],
  {
    variants: {
      type: {
        success: 'border-success/40 bg-success-subtle text-success-subtle-foreground',
        error: 'border-destructive/40 bg-destructive-subtle text-destructive-subtle-foreground',
        progress: 'border-info/40 bg-info-subtle text-info-subtle-foreground',
      },
      exiting: { true: 'translate-y-[150%]', false: 'translate-y-0' },
    },
  },
)

const icons: Record<ToastType, typeof CircleCheck> = {
  success: CircleCheck,
  error: CircleAlert,
  progress: LoaderCircle,
}

/**
 * The one toast on screen, rendered with Radix Toast (F8 reaches it, Escape or a swipe dismisses
 * it). The toast machine decides what shows and when; Radix's own timer is off.
 */
export function ToastView({
  state,
  onDismiss,
  onHold,
}: {
  state: ToastState
  onDismiss: (id: number) => void
  /** Whether the toast is pointed at or holds the focus: it waits meanwhile. */
  onHold: (id: number, held: boolean) => void
}) {
  // Radix would announce a second copy of each message; the role below already announces it.
  const [silent] = useState(() => document.createDocumentFragment())
  // An Escape pressed inside a dialog is the dialog's, even while this toast is the newest layer;
  // one pressed in a select's options shown in the page (NativeSelect) closes those options.
  const escapeInDialog = useRef(false)
  const { current, phase } = state
  const visible = current && phase !== 'hidden' ? current : null
  const Icon = visible ? icons[visible.type] : null
  return (
    <T.Provider duration={Infinity} announcerContainer={silent}>
      {visible && Icon ? (
        <T.Root
          key={visible.id}
          open
          onEscapeKeyDown={(event) => {
            escapeInDialog.current =
              event.target instanceof Element &&
              event.target.closest('[role="dialog"], option') !== null
          }}
          onOpenChange={(open) => {
            const ignored = escapeInDialog.current
            escapeInDialog.current = false
            if (!open && !ignored) onDismiss(visible.id)
          }}
          onMouseEnter={() => onHold(visible.id, true)}
          onMouseLeave={() => onHold(visible.id, false)}
          onFocus={() => onHold(visible.id, true)}
          onBlur={() => onHold(visible.id, false)}
          className={toastVariants({ type: visible.type, exiting: phase === 'exit' })}
        >
          {/* Errors interrupt (alert); the rest are spoken from the provider's status region. */}
          <div
            role={visible.type === 'error' ? 'alert' : undefined}
            data-phase={phase}
            data-type={visible.type}
            className="flex items-start gap-2"
          >
            <Icon
              aria-hidden="true"
              className={cn(
                'mt-0.5 size-4 shrink-0',
                visible.type === 'progress' && 'animate-spin motion-reduce:animate-none',
              )}
            />
            {visible.message}
          </div>
        </T.Root>
      ) : null}
      {/* Phones: full width at the bottom, above the home indicator; from sm the corner. */}
      <T.Viewport className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col gap-2 px-[max(1rem,env(safe-area-inset-left))] pb-[calc(1rem+env(safe-area-inset-bottom))] outline-none sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-sm sm:p-0" />
    </T.Provider>
  )
}
