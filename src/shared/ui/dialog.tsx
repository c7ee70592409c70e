import type { ReactNode } from 'react'
import { Dialog as D } from 'radix-ui'
import { cn } from '@/shared/lib'
import { useReturnFocus } from './return-focus'

export type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  className?: string
}

export const overlayClass = 'fixed inset-0 z-40 bg-slate-950/50'
export const dialogContentClass =
  'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none'
export const dialogTitleClass = 'text-lg font-semibold'
export const dialogDescriptionClass = 'mt-2 text-sm text-muted-foreground'

/** Modal dialog: focus is trapped inside, Escape closes, focus returns to the opener. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: DialogProps) {
  const returnFocus = useReturnFocus(open)
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className={overlayClass} />
        <D.Content
          className={cn(dialogContentClass, className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={returnFocus}
        >
          <D.Title className={dialogTitleClass}>{title}</D.Title>
          {description ? (
            <D.Description className={dialogDescriptionClass}>{description}</D.Description>
          ) : null}
          <div className="mt-4">{children}</div>
        </D.Content>
      </D.Portal>
    </D.Root>
  )
}
