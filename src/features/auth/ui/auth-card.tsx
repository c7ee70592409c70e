import type { ReactNode } from 'react'

/** The centred card every sign-in screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
}) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <p className="mb-6 text-center text-sm font-semibold tracking-wide text-indigo-700 dark:text-indigo-300">
          Flow Admin Portal
        </p>
        <h1 className="text-center text-xl font-semibold text-slate-900 dark:text-slate-50">
          {title}
        </h1>
        {subtitle ? (
          <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
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
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200"
    >
      {message}
    </p>
  )
}
