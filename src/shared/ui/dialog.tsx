import { Activity, type ReactNode } from 'react'
import { Dialog as D } from 'radix-ui'
import { cva, type VariantProps } from 'class-variance-authority'
import X from 'lucide-react/icons/x'
import { closeOnEscape } from './close-on-escape'
import { useReturnFocus } from './return-focus'
import { revealFocusWhenGiven } from './reveal-in-dialog'

/**
 * The one modal base. Dialog and Sheet (Radix Dialog) and ConfirmDialog (Radix AlertDialog) share
 * these classes and the header / scrolling body / fixed footer layout below.
 */
// Every modal layer's overlay: it covers the page, so styles.css keeps the page out of Radix's
// `pointer-events: none` on the body (a restyle of the whole page per opening and closing).
export const overlayProps = {
  className: 'fixed inset-0 z-40 bg-slate-950/50',
  'data-modal-overlay': '',
} as const

// Every modal layer's own box. Radix sets the body's `pointer-events: none` after the layer
// mounts and the layer's `auto` a commit later: with its own value from the start, the layer's
// whole subtree is not restyled twice per opening (the lock is inherited).
export const modalLayerClass = 'pointer-events-auto'

export const modalVariants = cva(
  [
    modalLayerClass,
    'fixed z-50 flex flex-col border-border bg-card text-card-foreground shadow-xl focus:outline-none',
  ],
  {
    variants: {
      placement: {
        // Below sm a full-width bottom sheet, from sm a centred dialog.
        // Very short (a phone sideways, large text): header, body and footer scroll as one, as
        // a fixed header and footer would leave the body a line or two.
        center: [
          'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-xl border-t short:overflow-y-auto',
          'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[85dvh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg sm:border',
        ],
        // The menu drawer: full height from the left edge, clear of notches and home bars.
        left: 'inset-y-0 left-0 w-[min(85vw,18rem)] border-r pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)]',
      },
      size: {
        md: 'sm:w-[min(92vw,32rem)]',
        // UPG-2: the upgrade request is at least 500 px wide wherever the screen allows.
        lg: 'sm:w-[min(92vw,36rem)] sm:min-w-[min(500px,92vw)]',
        // Tables inside a dialog (invite many's pre-flight).
        xl: 'sm:w-[min(92vw,46rem)]',
        none: '',
      },
    },
    defaultVariants: { placement: 'center', size: 'md' },
  },
)

export type ModalSize = NonNullable<VariantProps<typeof modalVariants>['size']>

export const modalTitleClass = 'text-lg font-semibold'
export const modalDescriptionClass = 'text-sm text-muted-foreground'
/** A drag-handle look on phones, where a centred dialog is a bottom sheet. */
export const SheetHandle = () => (
  <div
    aria-hidden="true"
    className="mx-auto mt-2 h-1 w-10 shrink-0 rounded-full bg-border sm:hidden"
  />
)
export const modalHeaderClass = 'shrink-0 px-5 pt-4 sm:px-6 sm:pt-6'
/**
 * Scrolls on its own, so a long body never pushes the footer off the screen (on a very short
 * screen the whole dialog scrolls instead).
 */
export const modalBodyClass =
  'min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4 sm:px-6 short:flex-none short:overflow-visible'
/**
 * Never scrolls away (but on a very short screen); stacked full-width buttons on phones, above
 * the home indicator, side by side where the screen is short but wide.
 */
export const modalFooterClass =
  'flex shrink-0 flex-col-reverse gap-2 border-t border-border px-5 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:border-t-0 sm:px-6 sm:pt-2 sm:pb-6 [&>*]:w-full sm:[&>*]:w-auto short:flex-row short:flex-wrap short:justify-end short:[&>*]:w-auto'

/** Radix Dialog's root, portal, overlay and content, with focus given back to the opener. */
function ModalShell({
  open,
  onOpenChange,
  described,
  className,
  children,
  preRender = false,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Without a description, Radix is told there is none (no aria-describedby warning). */
  described: boolean
  className: string
  children: ReactNode
  preRender?: boolean
}) {
  const returnFocus = useReturnFocus(open)
  // The portal's node is given: Radix otherwise waits a commit for it (server rendering; there is
  // none here), and a portal rendered ahead, whose effects wait for it to show, would stay empty.
  const portal = (
    <D.Portal forceMount={preRender || undefined} container={document.body}>
      <D.Overlay {...overlayProps} />
      <D.Content
        className={className}
        {...(described ? {} : { 'aria-describedby': undefined })}
        // Radix focuses the first control right after this handler; then it is shown.
        onOpenAutoFocus={revealFocusWhenGiven}
        onCloseAutoFocus={returnFocus}
        // A part that answers Escape itself (a row being edited) takes it: the dialog stays.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.closest('[data-own-escape]'))
            event.preventDefault()
        }}
        onKeyDown={closeOnEscape(() => onOpenChange(false))}
      >
        {children}
      </D.Content>
    </D.Portal>
  )
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      {preRender ? <Activity mode={open ? 'visible' : 'hidden'}>{portal}</Activity> : portal}
    </D.Root>
  )
}

export type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** The actions: outside the scrolling body, always in reach (a submit button uses `form`). */
  footer?: ReactNode
  size?: ModalSize
  /**
   * Rendered ahead while closed, hidden (React's Activity: no effects, so no focus trap, scroll
   * lock or `aria-hidden` page), so opening only shows it. For a dialog whose first opening on
   * a busy page was measured slow (Invite many); its state is kept while closed.
   */
  preRender?: boolean
}

/** Modal dialog: focus is trapped inside, Escape closes, focus returns to the opener. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size,
  preRender,
}: DialogProps) {
  return (
    <ModalShell
      preRender={preRender}
      open={open}
      onOpenChange={onOpenChange}
      described={Boolean(description)}
      className={modalVariants({ placement: 'center', size })}
    >
      <SheetHandle />
      <div className={modalHeaderClass}>
        <D.Title className={modalTitleClass}>{title}</D.Title>
      </div>
      <div data-slot="body" className={modalBodyClass}>
        {description ? (
          <D.Description className={modalDescriptionClass}>{description}</D.Description>
        ) : null}
        {children ? <div className={description ? 'mt-4' : undefined}>{children}</div> : null}
      </div>
      {footer ? (
        <div data-slot="footer" className={modalFooterClass}>
          {footer}
        </div>
      ) : null}
    </ModalShell>
  )
}

export type SheetProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** A line under the title (the organisation's name in the menu drawer); it wraps, never cut. */
  description?: ReactNode
  closeLabel: string
  children?: ReactNode
}

/** A modal panel from the left edge: focus trapped, Escape and the backdrop close it. */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
}: SheetProps) {
  return (
    <ModalShell
      open={open}
      onOpenChange={onOpenChange}
      described={Boolean(description)}
      className={modalVariants({ placement: 'left', size: 'none' })}
    >
      <div className="flex shrink-0 items-start justify-between gap-2 p-3 pb-2">
        <div className="min-w-0 px-3 pt-3">
          <D.Title className="text-sm font-semibold tracking-wide">{title}</D.Title>
          {description ? (
            <D.Description className="mt-1 text-sm [overflow-wrap:anywhere] text-muted-foreground">
              {description}
            </D.Description>
          ) : null}
        </div>
        <D.Close
          aria-label={closeLabel}
          className="inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden className="size-5" />
        </D.Close>
      </div>
      <div data-slot="body" className="flex min-h-0 flex-1 flex-col overflow-y-auto px-3 pb-3">
        {children}
      </div>
    </ModalShell>
  )
}
