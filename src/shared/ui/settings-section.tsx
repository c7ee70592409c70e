import { useId, type ReactNode } from 'react'
import { Card } from './card'

/** A titled card; the heading names the region for assistive technology. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <Card aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-foreground">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-2 divide-y divide-border">{children}</div>
    </Card>
  )
}
