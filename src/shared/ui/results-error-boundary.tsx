import { Component, type ReactNode } from 'react'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { ErrorState } from './error-state'

type Props = { message: string; resetKey: string; onReset: () => void; children: ReactNode }
type State = { failed: boolean; key: string }

class Boundary extends Component<Props, State> {
  state = { failed: false, key: this.props.resetKey }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  // A new key (other filters, another term) starts afresh; the boundary itself stays mounted,
  // so results already shown stay while the new ones load.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <ErrorState
        message={this.props.message}
        onRetry={() => {
          this.props.onReset()
          this.setState({ failed: false })
        }}
      />
    )
  }
}

/**
 * A list's results whose first page fails: the message where the list goes, with Try again; what
 * is above it (a search box, filters) stays for another try (CAT-10, AUDIT-2).
 */
export function ResultsErrorBoundary({
  message,
  resetKey = '',
  children,
}: {
  message: string
  resetKey?: string
  children: ReactNode
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary message={message} resetKey={resetKey} onReset={reset}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  )
}
