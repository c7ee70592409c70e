import type { ReactNode } from 'react'
import { APP_NAME, useDocumentTitle } from '@/shared/ui'

/** The centred card /join/{token} sits in, as the sign-in screens do (INVLINK-6). */
export function JoinCard({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title)
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-md rounded-xl border border-border bg-card p-6 shadow-sm narrow:p-4 sm:p-8">
        <p className="mb-6 text-center text-sm font-semibold tracking-wide text-primary">
          {APP_NAME}
        </p>
        <h1 className="text-center text-xl font-semibold text-foreground [overflow-wrap:anywhere]">
          {title}
        </h1>
        <div className="mt-4 flex flex-col gap-4 text-center text-sm text-muted-foreground">
          {children}
        </div>
      </div>
    </main>
  )
}
