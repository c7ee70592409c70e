import { Spinner } from '@/shared/ui'

export function PagePending() {
  return (
    <div className="flex min-h-40 items-center justify-center p-8 text-slate-600 dark:text-slate-300">
      <Spinner label="Loading…" />
    </div>
  )
}
