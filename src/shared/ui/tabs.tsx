import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/shared/lib'
import { Tabs as T } from 'radix-ui'

export const TabsRoot = T.Root

/** A tab's panel; it takes focus after the tab list, so it shows a focus ring like any control. */
export function TabsContent({ className, ...rest }: ComponentProps<typeof T.Content>) {
  return (
    <T.Content
      className={cn(
        'rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...rest}
    />
  )
}

// The bar scrolls sideways on its own when its tabs do not fit; its baseline is an inset shadow
// (not a border the tabs overlap with -1px, which would make the bar scroll vertically too).
const barClass =
  'relative flex gap-1 overflow-x-auto overscroll-x-contain shadow-[inset_0_-1px_0_var(--border)] [scrollbar-width:thin]'

/** One tab's look, for Radix tabs (data-state) and for link tabs (aria-current="page"). */
export const tabClass =
  'inline-flex shrink-0 items-center border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap narrow:max-w-full narrow:whitespace-normal text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring pointer-coarse:min-h-11 data-[state=active]:border-primary data-[state=active]:text-primary aria-[current=page]:border-primary aria-[current=page]:text-primary forced-colors:border-[Canvas] forced-colors:data-[state=active]:border-[Highlight] forced-colors:aria-[current=page]:border-[Highlight]'

const ACTIVE = '[data-state="active"], [aria-current="page"]'

/** Scrolls the bar (never the page) so its active tab is fully in view, now and on every change. */
export function keepActiveTabInView(bar: HTMLElement) {
  const reveal = () => {
    const tab = bar.querySelector<HTMLElement>(ACTIVE)
    if (!tab) return
    const start = tab.offsetLeft
    const end = start + tab.offsetWidth
    if (start < bar.scrollLeft) bar.scrollLeft = start
    else if (end > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = end - bar.clientWidth
  }
  reveal()
  const observer = new MutationObserver(reveal)
  observer.observe(bar, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-state', 'aria-current'],
  })
  return () => observer.disconnect()
}

function useActiveTabInView<E extends HTMLElement>() {
  const ref = useRef<E>(null)
  useEffect(() => (ref.current ? keepActiveTabInView(ref.current) : undefined), [])
  return ref
}

export function TabsList({ label, children }: { label: string; children: ReactNode }) {
  const ref = useActiveTabInView<HTMLDivElement>()
  return (
    <T.List ref={ref} aria-label={label} className={barClass}>
      {children}
    </T.List>
  )
}

export function Tab({ value, children }: { value: string; children: ReactNode }) {
  return (
    <T.Trigger
      value={value}
      // Radix focuses a pressed tab from script, which Chromium takes for keyboard focus (ring
      // shown) after any earlier key press: a tab pressed with a pointer is marked until a key.
      onPointerDown={(event) => (event.currentTarget.dataset.pointer = '')}
      onKeyDown={(event) => delete event.currentTarget.dataset.pointer}
      onBlur={(event) => delete event.currentTarget.dataset.pointer}
      className={cn(tabClass, 'data-pointer:focus-visible:outline-none')}
    >
      {children}
    </T.Trigger>
  )
}

/** Tabs that are links (each its own URL): a labelled nav with the same bar and scrolling. */
export function TabNav({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  const ref = useActiveTabInView<HTMLElement>()
  return (
    <nav ref={ref} aria-label={label} className={cn(barClass, className)}>
      {children}
    </nav>
  )
}
