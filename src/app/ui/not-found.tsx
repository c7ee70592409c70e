import { Link } from '@tanstack/react-router'

export function NotFound() {
  return (
    <div className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">Not found</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        This page does not exist or has moved.
      </p>
      <Link
        to="/"
        className="mt-4 inline-block text-sm font-medium text-indigo-700 underline dark:text-indigo-300"
      >
        Go to the portal
      </Link>
    </div>
  )
}
