// Loaded only when a swap is offered: the dialog stays out of /login's first load.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { sessionQueries } from '@/entities/session'
import { getAuthClient } from '@/shared/auth'
import { Button, Dialog, EmailText } from '@/shared/ui'
import { setSessionSwapOffer, type SessionSwap } from './session-swap'

/** Asks before tokens in the URL replace the session of a different user. */
export default function SessionSwapDialog({ swap }: { swap: SessionSwap }) {
  const queryClient = useQueryClient()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const stay = () => {
    if (!busy) setSessionSwapOffer(null)
  }
  const continueAsNew = async () => {
    if (busy) return
    setBusy(true)
    // A refused pair, or an auth client that could not load, ends on /login.
    const failed = await getAuthClient()
      .then((client) => client.setSession(swap.tokens))
      .then(
        ({ error }) => error !== null,
        () => true,
      )
    setSessionSwapOffer(null)
    setBusy(false)
    // Once set, auth sync drops what the previous user loaded and goes to / (SESSION-14).
    if (!failed) return
    queryClient.clear()
    queryClient.setQueryData(sessionQueries.all(), null)
    await router.navigate({ to: '/login', replace: true })
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && stay()}
      title="Switch account?"
      description={
        <>
          You are signed in as <strong>{swap.from}</strong>. The link you opened signs in as{' '}
          <strong>{swap.to}</strong>.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={stay} disabled={busy}>
            {/* A long address wraps inside the button instead of widening the dialog. */}
            <span className="[overflow-wrap:anywhere]">
              Stay signed in as <EmailText value={swap.from} />
            </span>
          </Button>
          <Button busy={busy} onClick={() => void continueAsNew()}>
            <span className="[overflow-wrap:anywhere]">
              Continue as <EmailText value={swap.to} />
            </span>
          </Button>
        </>
      }
    />
  )
}
