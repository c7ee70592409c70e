import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { startAnalytics } from '@/shared/analytics'
import { sleep } from '@/shared/lib'
import { yieldToMain } from './boot/yield-to-main'
import { getAuthClient, hasStoredSession } from '@/shared/auth'
import { captureUrlTokens } from './url-tokens'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { App } from './providers'
import { syncAuthState } from './auth-sync'
import './styles.css'

// Before anything else can read or report the URL, tokens leave the address bar.
captureUrlTokens()

/** The router's own default for showing a pending view. */
const FIRST_RENDER_WAIT_MS = 1000

/** Startup in steps, each its own task, so none blocks input for long on a slow phone. */
async function start(signedIn: boolean) {
  const root = createRoot(document.getElementById('root')!)
  await yieldToMain()
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  // Held for the page's life: a sign-out during the first load is followed like any other.
  syncAuthState(queryClient, router)
  await yieldToMain()
  // The first route settles (gate, loaders) before React renders, so the first render is the
  // page itself rather than a pending view that re-renders the whole tree at once; a slow route
  // renders when the router would show its pending view anyway.
  await Promise.race([router.load().catch(() => undefined), sleep(FIRST_RENDER_WAIT_MS)])
  await yieldToMain()
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  )
  // Signed out, the first page is a form without data, blank until this render ends: one task
  // shows it soonest. Signed in, the page renders with its data, and a transition's short slices
  // keep that work from blocking input as it lands (docs/performance.md, "First render").
  if (signedIn) startTransition(() => root.render(app))
  else root.render(app)
  startAnalytics()
}

// A returning visitor's auth client downloads beside the first API calls, not before them.
const signedIn = hasStoredSession()
if (signedIn) void getAuthClient().catch(() => undefined)
void start(signedIn)
