import { useId, type HTMLAttributes, type ReactNode } from 'react'
import { clsx } from 'clsx'

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** A heading that also names the card's region. */
  title?: ReactNode
  description?: ReactNode
  /** Buttons or links shown beside the title. */
  actions?: ReactNode
  /** Heading level of the title (h2 by default). */
  titleAs?: 'h2' | 'h3'
}

/**
 * A bordered surface; with a title it becomes a region named by that heading. Classes joined with
 * clsx, not cn: route error views (NotAuthorized) render it on the first /login load (see Button).
 */
export function Card({
  title,
  description,
  actions,
  titleAs: Heading = 'h2',
  className,
  children,
  ...rest
}: CardProps) {
  const headingId = useId()
  const header =
    title || description || actions ? (
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {title ? (
            <Heading id={headingId} className="text-base font-semibold text-card-foreground">
              {title}
            </Heading>
          ) : null}
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
      </div>
    ) : null
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      {...rest}
      className={clsx(
        'rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5',
        className,
      )}
    >
      {header}
      {children}
    </section>
  )
}
