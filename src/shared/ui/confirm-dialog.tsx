import { useEffect, useRef, type ReactNode } from 'react'
import { AlertDialog as A } from 'radix-ui'
import { Button } from './button'
import {
  SheetHandle,
  modalBodyClass,
  modalDescriptionClass,
  modalFooterClass,
  modalHeaderClass,
  modalTitleClass,
  modalVariants,
  overlayProps,
} from './dialog'
import { closeOnEscape } from './close-on-escape'
import { useReturnFocus } from './return-focus'
import { revealFocusWhenGiven, revealInDialog } from './reveal-in-dialog'

export type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  /** The confirming button repeats the action's name ("Remove", "Revoke", "Send"). */
  confirmLabel: string
  /** Runs once per opening until `busy` settles: it must close the dialog or set busy. */
  onConfirm: () => void
  busy?: boolean
  tone?: 'primary' | 'danger'
  children?: ReactNode
  confirmDisabled?: boolean
  /** Takes the focus on close when the opener has gone (the row the action removed). */
  returnTo?: () => HTMLElement | null
}

const TABBABLE =
  'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'

/**
 * Asks before an action (Radix AlertDialog): focus is trapped, Escape cancels, a click outside
 * does not, and focus returns to the opener. While busy it cannot be dismissed.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  tone = 'danger',
  children,
  confirmDisabled = false,
  returnTo,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(open, returnTo)
  const body = useRef<HTMLDivElement>(null)
  const change = (next: boolean) => !busy && onOpenChange(next)
  // VAL-4: a second click that lands before `busy` has rendered would send the action twice.
  const confirmed = useRef(false)
  useEffect(() => {
    if (!open || !busy) confirmed.current = false
  }, [open, busy])
  const confirm = () => {
    if (confirmed.current) return
    confirmed.current = true
    onConfirm()
  }
  return (
    <A.Root open={open} onOpenChange={change}>
      <A.Portal>
        <A.Overlay {...overlayProps} />
        <A.Content
          // Named "dialog" as before: pages and their tests find confirmations by that role.
          role="dialog"
          className={modalVariants()}
          onOpenAutoFocus={(event) => {
            // A field inside (a name to type) gets focus first; otherwise Cancel does.
            const first = body.current?.querySelector<HTMLElement>(TABBABLE)
            if (!first) {
              // Radix then focuses Cancel, which may sit below the fold of a very short screen.
              revealFocusWhenGiven()
              return
            }
            event.preventDefault()
            first.focus({ preventScroll: true })
            revealInDialog(first)
          }}
          onCloseAutoFocus={returnFocus}
          onKeyDown={closeOnEscape(() => change(false))}
        >
          <SheetHandle />
          <div className={modalHeaderClass}>
            <A.Title className={modalTitleClass}>{title}</A.Title>
          </div>
          <div ref={body} data-slot="body" className={modalBodyClass}>
            <A.Description className={modalDescriptionClass}>{description}</A.Description>
            {children ? <div className="mt-4">{children}</div> : null}
          </div>
          <div data-slot="footer" className={modalFooterClass}>
            <A.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </A.Cancel>
            <Button variant={tone} onClick={confirm} busy={busy} disabled={confirmDisabled}>
              {confirmLabel}
            </Button>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  )
}
