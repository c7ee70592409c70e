import { Component, type ReactNode } from 'react'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { ErrorState, Spinner } from '@/shared/ui'
import { AUDIT_MESSAGES as M } from '../model/audit-log-messages'

type Props = { resetKey: string; onReset: () => void; children: ReactNode }
type State = { failed: boolean; key: string }

class Boundary extends Component<Props, State> {
  state = { failed: false, key: this.props.resetKey }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  // Other filters start afresh; the boundary stays, so the results shown stay while they load.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey }
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
export function AuditResultsBoundary({
  resetKey,
  children,
}: {
  resetKey: string
  children: ReactNode
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary resetKey={resetKey} onReset={reset}>
          {children}
        </Boundary>
      )}
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
