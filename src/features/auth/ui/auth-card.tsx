import type { ReactNode, Ref } from 'react'
import { APP_NAME, useDocumentTitle } from '@/shared/ui'

/** The centred card every sign-in screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  titleRef,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  /** For a page that moves focus to the title when its content changes. */
  titleRef?: Ref<HTMLHeadingElement>
}) {
  useDocumentTitle(title)
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-xl border border-border bg-card p-6 shadow-sm narrow:p-4 sm:p-8">
        <p className="mb-6 text-center text-sm font-semibold tracking-wide text-primary">
          {APP_NAME}
        </p>
        <h1
          ref={titleRef}
          tabIndex={-1}
          className="text-center text-xl font-semibold text-foreground outline-none"
        >
          {title}
        </h1>
        {subtitle ? (
          <p className="mt-2 text-center text-sm text-muted-foreground">{subtitle}</p>
        ) : null}
        <div className="mt-6 flex flex-col gap-4">{children}</div>
      </div>
    </main>
  )
}

export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive-subtle px-3 py-2 text-sm text-destructive-subtle-foreground"
    >
      {message}
    </p>
  )
}
