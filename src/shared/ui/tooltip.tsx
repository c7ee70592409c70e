import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Tooltip as T } from 'radix-ui'

export const TOOLTIP_DELAY_MS = 500
export const TOOLTIP_HIDE_DELAY_MS = 200

/**
 * A tooltip that opens after 500 ms and lingers 200 ms (ACCESS-9). The trigger is wrapped in a
 * focusable span so it also works on disabled controls, which get no pointer or focus events.
 * Touch screens have no hover: a tap opens it, another tap or a tap elsewhere closes it.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // How the trigger was last pressed, and whether the tooltip was open then (Radix closes it on
  // that press, so by the click a slow tap would find it closed and open it again).
  const press = useRef({ pointer: '', wasOpen: false })
  // Radix closes a tooltip on any click of its trigger: not during the tap that opens it.
  const tapping = useRef(false)
  useEffect(() => () => clearTimeout(hideTimer.current), [])
  const onOpenChange = (next: boolean) => {
    if (!next && tapping.current) return
    clearTimeout(hideTimer.current)
    if (next) setOpen(true)
    else hideTimer.current = setTimeout(() => setOpen(false), TOOLTIP_HIDE_DELAY_MS)
  }
  const onTap = () => {
    if (press.current.pointer !== 'touch' || press.current.wasOpen) return
    tapping.current = true
    setTimeout(() => (tapping.current = false))
    onOpenChange(true)
  }
  return (
    <T.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <T.Root open={open} onOpenChange={onOpenChange}>
        <T.Trigger asChild>
          {/* Padding, given back by the margin, makes a 16 px lock a 24 px target (WCAG 2.5.8). */}
          <span
            tabIndex={0}
            onPointerDown={(event) =>
              (press.current = { pointer: event.pointerType, wasOpen: open })
            }
            onClick={onTap}
            className="-m-1 inline-flex rounded p-1 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {children}
          </span>
        </T.Trigger>
        <T.Portal>
          <T.Content
            sideOffset={6}
            // Off the screen's edges on a phone, as the dialogs and menus are.
            collisionPadding={8}
            className="z-50 max-w-[min(20rem,calc(100vw-1rem))] rounded bg-foreground px-2.5 py-1.5 text-xs text-background shadow"
          >
            {content}
            <T.Arrow className="fill-foreground" />
          </T.Content>
        </T.Portal>
      </T.Root>
    </T.Provider>
  )
}
