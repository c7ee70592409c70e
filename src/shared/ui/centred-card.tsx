import type { ComponentProps, ReactNode } from 'react'
import { clsx } from 'clsx'
import { APP_NAME, useDocumentTitle } from './document-title'

// Whole class names, so Tailwind finds them in the source.
const WIDTHS = { sm: 'max-w-sm', md: 'max-w-md' } as const

/**
 * The centred card a public screen sits in (sign-in, /join/{token}): the product's name, the
 * title as the page's h1 and the tab's name, then the screen's own content. Classes joined with
 * clsx, not cn: it is on the first /login load (see Button).
 */
export function CentredCard({
  title,
  width,
  titleProps,
  children,
}: {
  title: string
  width: keyof typeof WIDTHS
  /** The h1's own attributes (a ref, tabIndex, classes added to the shared ones). */
  titleProps?: Omit<ComponentProps<'h1'>, 'children'>
  children: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div
        className={clsx(
          'w-full rounded-xl border border-border bg-card p-6 shadow-sm narrow:p-4 sm:p-8',
          WIDTHS[width],
        )}
      >
        <p className="mb-6 text-center text-sm font-semibold tracking-wide text-primary">
          {APP_NAME}
        </p>
        <h1
          {...titleProps}
          className={clsx(
            'text-center text-xl font-semibold text-foreground',
            titleProps?.className,
          )}
        >
          {title}
        </h1>
        {children}
      </div>
    </main>
  )
}
