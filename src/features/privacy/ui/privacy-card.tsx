import type { ReactNode } from 'react'
import { Card } from '@/shared/ui'

/** One privacy resource: a title, what it is, and where it lives. */
export function PrivacyCard({
  id,
  title,
  adornment,
  children,
  action,
}: {
  id: string
  title: string
  adornment?: ReactNode
  children: ReactNode
  action: ReactNode
}) {
  return (
    <Card aria-labelledby={id} className="flex flex-col">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h2 id={id} className="text-base font-semibold text-foreground">
          {title}
        </h2>
        {adornment}
      </div>
      <p className="mt-1 flex-1 text-sm text-muted-foreground">{children}</p>
      <div className="mt-4">{action}</div>
    </Card>
  )
}
