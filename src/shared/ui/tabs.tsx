import type { ComponentProps, ReactNode } from 'react'
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

export function TabsList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <T.List aria-label={label} className="flex gap-1 border-b border-border">
      {children}
    </T.List>
  )
}

export function Tab({ value, children }: { value: string; children: ReactNode }) {
  return (
    <T.Trigger
      value={value}
      className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:border-primary data-[state=active]:text-primary"
    >
      {children}
    </T.Trigger>
  )
}
