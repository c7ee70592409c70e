import { getConfig } from '@/shared/config'

import type { PostHog } from 'posthog-js'

let instance: Promise<PostHog | null> | undefined

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g
const TOKEN =
  /((?:access|refresh|provider|provider_refresh)_token|token_hash|token|\bcode)=[^&#\s]+/gi

/** Strips e-mails and tokens from any string headed to analytics. */
export function maskSensitive(value: string): string {
  return value.replace(TOKEN, '$1=[redacted]').replace(EMAIL, '[email]')
}

function maskProperties(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(props)) out[k] = typeof v === 'string' ? maskSensitive(v) : v
  return out
}

async function load(): Promise<PostHog | null> {
  const { posthogKey, posthogHost } = getConfig()
  if (!posthogKey) return null
  const { default: posthog } = await import('posthog-js')
  posthog.init(posthogKey, {
    api_host: posthogHost,
    persistence: 'localStorage',
    autocapture: false,
    capture_pageview: true,
    mask_all_text: true,
    mask_all_element_attributes: true,
    disable_session_recording: true,
    before_send: (event) => {
      if (!event) return null
      event.properties = maskProperties(event.properties ?? {})
      return event
    },
  })
  return posthog
}

/** Loads analytics after the page is usable: on first interaction or when the browser is idle. */
export function startAnalytics(): void {
  if (!getConfig().posthogKey || instance) return
  const begin = () => {
    instance ??= load().catch(() => null)
    for (const type of ['pointerdown', 'keydown'] as const) window.removeEventListener(type, begin)
  }
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, begin, { once: true, passive: true })
  if ('requestIdleCallback' in window) window.requestIdleCallback(begin, { timeout: 5000 })
  else setTimeout(begin, 3000)
}

export function resetAnalytics(): void {
  void instance?.then((ph) => ph?.reset())
}
