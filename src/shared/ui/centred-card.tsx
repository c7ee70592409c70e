import { useId, type ReactNode, type Ref } from 'react'
import { APP_NAME, useDocumentTitle } from './document-title'
import { MAIN_ID } from './return-focus'

/**
 * The centred card a public screen sits in (sign-in, /join/{token}): the product's name, the
 * title as the page's h1 and the tab's name, then the screen's own content. Kept small: it is on
 * the first /login load, which has no bytes to spare.
 */
export function CentredCard({
  title,
  wide,
  titleRef,
  children,
}: {
  title: string
  /** The join page's longer sentences take a wider card. */
  wide?: boolean
  /** For a page that moves focus to the title when its content changes. */
  titleRef?: Ref<HTMLHeadingElement> | undefined
  children: ReactNode
}) {
  useDocumentTitle(title)
  const titleId = useId()
  return (
    <main
      id={MAIN_ID}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="flex min-h-screen items-center justify-center p-4 outline-none"
    >
      <div
        className={`w-full ${wide ? 'max-w-md' : 'max-w-sm'} rounded-xl border border-border bg-card p-6 shadow-sm narrow:p-4 sm:p-8`}
      >
        <p className="mb-6 text-center text-sm font-semibold tracking-wide text-primary">
          {APP_NAME}
        </p>
        <h1
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className="text-center text-xl font-semibold text-foreground outline-none [overflow-wrap:anywhere]"
        >
          {title}
        </h1>
        {children}
      </div>
    </main>
  )
}
