import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '@/shared/ui'

export function NotFound() {
  useDocumentTitle('Not found')
  return (
    <div className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-2xl font-semibold text-foreground">Not found</h1>
      <p className="mt-2 text-sm text-muted-foreground">This page does not exist or has moved.</p>
      <Link
        to="/"
        className="mt-4 inline-flex items-center text-sm font-medium text-primary underline pointer-coarse:min-h-11"
      >
        Go to the portal
      </Link>
    </div>
  )
}
