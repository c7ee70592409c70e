import type { ReactNode } from 'react'
import { Dialog as D } from 'radix-ui'
import X from 'lucide-react/icons/x'
import { overlayClass } from './dialog'
import { useReturnFocus } from './return-focus'

export type SheetProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  closeLabel: string
  children?: ReactNode
}

/** A modal panel from the left edge: focus trapped, Escape and the backdrop close it. */
export function Sheet({ open, onOpenChange, title, closeLabel, children }: SheetProps) {
  const returnFocus = useReturnFocus(open)
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className={overlayClass} />
        <D.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(85vw,18rem)] flex-col overflow-y-auto border-r border-border bg-card p-3 pt-[max(0.75rem,env(safe-area-inset-top))] pb-[max(0.75rem,env(safe-area-inset-bottom))] pl-[max(0.75rem,env(safe-area-inset-left))] text-card-foreground shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between gap-2 pb-2">
            <D.Title className="px-3 text-sm font-semibold tracking-wide">{title}</D.Title>
            <D.Close
              aria-label={closeLabel}
              className="inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden className="size-5" />
            </D.Close>
          </div>
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  )
}
