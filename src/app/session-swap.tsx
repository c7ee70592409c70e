import { useState, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { sessionQueries } from '@/entities/session'
import { getAuthClient } from '@/shared/auth'
import { Button, Dialog } from '@/shared/ui'
import type { UrlTokens } from './url-tokens'

/** Who an access token says it is; read only to word the prompt, never trusted for access. */
export function tokenClaims(accessToken: string): { sub: string | null; email: string | null } {
  try {
    const part = accessToken.split('.')[1] ?? ''
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    )
    const claims = JSON.parse(json) as Record<string, unknown>
    return {
      sub: typeof claims.sub === 'string' ? claims.sub : null,
      email: typeof claims.email === 'string' ? claims.email : null,
    }
  } catch {
    return { sub: null, email: null }
  }
}

export type SessionSwap = { tokens: UrlTokens; from: string; to: string }

let offer: SessionSwap | null = null
const listeners = new Set<() => void>()
const setOffer = (next: SessionSwap | null) => {
  offer = next
  for (const l of listeners) l()
}

/** SESSION-13: tokens for another user wait for the person's answer. */
export const offerSessionSwap = (swap: SessionSwap): void => setOffer(swap)

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

/** Asks before tokens in the URL replace the session of a different user. */
export function SessionSwapPrompt() {
  const swap = useSyncExternalStore(subscribe, () => offer)
  const queryClient = useQueryClient()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (!swap) return null
  const stay = () => {
    if (!busy) setOffer(null)
  }
  const continueAsNew = async () => {
    if (busy) return
    setBusy(true)
    const { data, error } = await (await getAuthClient()).setSession(swap.tokens)
    setOffer(null)
    setBusy(false)
    // Nothing the previous user loaded may show for the new one.
    queryClient.clear()
    queryClient.setQueryData(sessionQueries.all(), error ? null : data.session)
    await router.navigate({ to: error ? '/login' : '/', replace: true })
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
    >
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={stay} disabled={busy}>
          Stay signed in as {swap.from}
        </Button>
        <Button busy={busy} onClick={() => void continueAsNew()}>
          Continue as {swap.to}
        </Button>
      </div>
    </Dialog>
  )
}
