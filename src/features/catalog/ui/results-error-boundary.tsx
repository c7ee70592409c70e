import { Component, type ReactNode } from 'react'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { ErrorState } from '@/shared/ui'
import { CATALOG_MESSAGES as M } from '../model/catalog-messages'

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
 * A search whose first page fails shows the message where the list goes (CAT-10): the search
 * box stays, for Try again or another term.
 */
export function ResultsErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => <Boundary onReset={reset}>{children}</Boundary>}
    </QueryErrorResetBoundary>
  )
}
