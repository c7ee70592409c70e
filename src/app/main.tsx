import { StrictMode, startTransition } from 'react'
import { config as zodConfig } from 'zod/v4/core'
import { createRoot } from 'react-dom/client'
import { ConfigError, getConfig } from '@/shared/config'
import { startAnalytics } from '@/shared/analytics'
import { getAuthClient, hasStoredSession } from '@/shared/auth'
import { captureUrlTokens } from './url-tokens'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { App } from './providers'
import { ConfigErrorPage } from './ui/config-error-page'
import './styles.css'

// Before anything else can read or report the URL, tokens leave the address bar.
captureUrlTokens()
// Zod would probe `new Function` for its JIT; the CSP forbids eval, so it must not even try.
zodConfig({ jitless: true })

function start() {
  const root = createRoot(document.getElementById('root')!)
  try {
    getConfig()
    const queryClient = createQueryClient()
    const router = createAppRouter(queryClient)
    // A transition: React builds the first page in short slices, so no long task blocks input
    // and the shell from index.html stays on screen meanwhile.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App queryClient={queryClient} router={router} />
        </StrictMode>,
      ),
    )
    startAnalytics()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    root.render(<ConfigErrorPage error={error} />)
  }
}

// A returning visitor's auth client downloads beside the first API calls, not before them.
if (hasStoredSession()) void getAuthClient().catch(() => undefined)
start()
