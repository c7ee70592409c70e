import { API_TIMEOUT_MS, apiRequestUrl, rememberEarlyCalls } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import type { Access } from '@/entities/session'
import { catalogPageQuery } from '@/features/catalog'

/**
 * The GET calls a cold load of each page makes first (its route loaders', with the /app gate's
 * under '/app'), by pathname; a page's calls are those of its path and every path above it.
 * Only pages the user may open: the gate refuses the others without a call (the catalog is for
 * internal staff). early-calls.test.tsx holds each list to what the page really asks for.
 */
export const earlyCalls = (access: Pick<Access, 'internal'>): Record<string, string[]> => ({
  '/app': [apiRequestUrl(endpoints.getOrganisation)],
  '/app/team': [apiRequestUrl(endpoints.listMembers), apiRequestUrl(endpoints.listInvitations)],
  ...(access.internal
    ? {
        '/app/event-catalog': [
          apiRequestUrl(endpoints.eventsCatalog, { query: catalogPageQuery('', 1) }),
        ],
      }
    : {}),
})

/**
 * Lets this user's next cold load start these calls from index.html (src/app/boot/early-data.js); the
 * script uses them only while the stored session is this user's.
 */
export function rememberPageCalls(userId: string, access: Pick<Access, 'internal'>): void {
  rememberEarlyCalls({ user: userId, timeoutMs: API_TIMEOUT_MS, calls: earlyCalls(access) })
}
