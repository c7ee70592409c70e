import type { ReactNode } from 'react'
import { useDocumentTitle } from './document-title'

/** A page's h1 (which also names the browser tab), its description and its actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      {/* A title word wider than a narrow screen (large text) breaks rather than scrolling. */}
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold text-foreground [overflow-wrap:anywhere]">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex gap-2">{actions}</div> : null}
    </header>
  )
}
