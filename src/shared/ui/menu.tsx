import { createContext, use, useState, type ReactNode } from 'react'
import { DropdownMenu as M } from 'radix-ui'
import Check from 'lucide-react/icons/check'

const CloseMenu = createContext<() => void>(() => undefined)

/** A dropdown menu; its content can close it (Tab, below). */
export function MenuRoot({ children, modal }: { children: ReactNode; modal?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <CloseMenu value={() => setOpen(false)}>
      <M.Root open={open} onOpenChange={setOpen} modal={modal}>
        {children}
      </M.Root>
    </CloseMenu>
  )
}
export const MenuTrigger = M.Trigger

export function MenuContent({ children, label }: { children: ReactNode; label?: string }) {
  const close = use(CloseMenu)
  return (
    <M.Portal>
      <M.Content
        // WAI-ARIA menu button: Tab leaves the menu as Escape does, focus back on its button
        // (Radix keeps Tab inside, a trap for keyboard users).
        onKeyDown={(event) => {
          if (event.key !== 'Tab') return
          event.preventDefault()
          close()
        }}
        align="end"
        sideOffset={6}
        aria-label={label}
        className="z-50 max-h-(--radix-dropdown-menu-content-available-height) max-w-[min(20rem,calc(100vw-1rem))] min-w-[min(14rem,calc(100vw-1rem))] overflow-y-auto rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
      >
        {children}
      </M.Content>
    </M.Portal>
  )
}

export function MenuItem({ children, onSelect }: { children: ReactNode; onSelect: () => void }) {
  return (
    <M.Item
      onSelect={onSelect}
      className="flex cursor-pointer items-center rounded px-2 py-1.5 text-sm outline-none pointer-coarse:min-h-11 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[highlighted]:ring-2 data-[highlighted]:ring-ring data-[highlighted]:ring-inset"
    >
      {children}
    </M.Item>
  )
}

/** A set of exclusive choices (role=group of menuitemradio, arrow keys move, Enter picks). */
export function MenuRadioGroup<T extends string>({
  label,
  value,
  onValueChange,
  children,
}: {
  label: string
  value: T
  onValueChange: (value: T) => void
  children: ReactNode
}) {
  return (
    <M.RadioGroup
      aria-label={label}
      value={value}
      onValueChange={(next) => onValueChange(next as T)}
    >
      {children}
    </M.RadioGroup>
  )
}

export function MenuRadioItem({ value, children }: { value: string; children: ReactNode }) {
  return (
    <M.RadioItem
      value={value}
      className="flex cursor-pointer items-center gap-2 rounded py-1.5 pr-2 pl-7 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[highlighted]:ring-2 data-[highlighted]:ring-ring data-[highlighted]:ring-inset pointer-coarse:min-h-11 relative"
    >
      <M.ItemIndicator className="absolute left-2 inline-flex">
        <Check aria-hidden className="size-4" />
      </M.ItemIndicator>
      {children}
    </M.RadioItem>
  )
}

export const MenuLabel = ({ children }: { children: ReactNode }) => (
  <M.Label className="px-2 py-1.5 text-sm">{children}</M.Label>
)
export const MenuSeparator = () => <M.Separator className="my-1 h-px bg-border" />
