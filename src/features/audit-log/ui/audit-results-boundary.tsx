import { Component, type ReactNode } from 'react'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { ErrorState, Spinner } from '@/shared/ui'
import { AUDIT_MESSAGES as M } from '../model/audit-log-messages'

type Props = { onReset: () => void; children: ReactNode }

class Boundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <ErrorState
        message={M.loadFailed}
        onRetry={() => {
          this.props.onReset()
          this.setState({ failed: false })
        }}
      />
    )
  }
}

/**
 * AUDIT-2: filters whose first page fails say so where the list goes; the filters stay, for Try
 * again or other filters.
 */
export function AuditResultsBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => <Boundary onReset={reset}>{children}</Boundary>}
    </QueryErrorResetBoundary>
  )
}

/** The list's place while a new set of filters loads. */
export function AuditLoading() {
  return (
    <div className="py-10 text-center text-sm text-muted-foreground">
      <Spinner label="Loading events…" />
    </div>
  )
}
