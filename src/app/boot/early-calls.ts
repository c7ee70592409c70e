import { recordGets, rememberEarlyCalls } from '@/shared/api'
import { AUTH_STORAGE_KEY, parseStoredSession } from '@/shared/auth'
import type { AppRouter } from '../router'

/** The signed-in user, as the stored session says (the one early-data.js checks the calls against). */
function storedUser(): string | undefined {
  try {
    return parseStoredSession(localStorage.getItem(AUTH_STORAGE_KEY))?.user.id
  } catch {
    return undefined
  }
}

/**
 * A returning visitor's next cold load of a page starts, from index.html (early-data.js), the
 * GET calls its loaders made this time: the loaders are the one list. Noted from the start of a
 * load (redirects included) to its end; a load served from the cache notes nothing and keeps
 * what was learnt. A search changes what a page asks for, so only plain paths are noted.
 */
export function learnEarlyCalls(router: AppRouter): void {
  let stop: (() => string[]) | null = null
  router.subscribe('onBeforeLoad', () => {
    stop ??= recordGets()
  })
  router.subscribe('onLoad', ({ toLocation }) => {
    const urls = stop?.() ?? []
    stop = null
    const user = storedUser()
    const path = toLocation.pathname.replace(/\/+$/, '')
    if (user && urls.length > 0 && !toLocation.searchStr && path.startsWith('/app'))
      rememberEarlyCalls(user, path, urls)
  })
}
