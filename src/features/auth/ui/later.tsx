import { Component, Suspense, type ReactNode } from 'react'
import { UNEXPECTED_ERROR } from '@/shared/api'
import { Button, ErrorState, Spinner } from '@/shared/ui'

type Props = { children: ReactNode; onBack: () => void }

/**
 * A login mode's part while it downloads, and if that fails (offline, a release that replaced
 * it), HTTP-4's message in the card rather than the page's load error: Back returns to the
 * sign-in form with what was typed (LOGIN-11). The browser keeps a failed module import failed,
 * so the way to ask for the code again is a reload.
 */
export class Later extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed)
      return <Suspense fallback={<Spinner label="Loading…" />}>{this.props.children}</Suspense>
    return (
      <div className="flex flex-col gap-3">
        <ErrorState
          message={UNEXPECTED_ERROR}
          retryLabel="Reload"
          onRetry={() => window.location.reload()}
        />
        <Button variant="ghost" onClick={this.props.onBack}>
          Back
        </Button>
      </div>
    )
  }
}
