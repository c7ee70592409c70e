import { API_TIMEOUT_MS, apiRequestUrl, rememberEarlyCalls } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { catalogPageQuery } from '@/features/catalog'

/**
 * The GET calls a cold load of each page makes first (its route loaders', with the /app gate's
 * under '/app'), by pathname; a page's calls are those of its path and every path above it.
 * early-calls.test.tsx holds each list to what the page really asks for.
 */
export const earlyCalls = (): Record<string, string[]> => ({
  '/app': [apiRequestUrl(endpoints.getOrganisation)],
  '/app/team': [apiRequestUrl(endpoints.listMembers), apiRequestUrl(endpoints.listInvitations)],
  '/app/event-catalog': [
    apiRequestUrl(endpoints.eventsCatalog, { query: catalogPageQuery('', 1) }),
  ],
})

const absolute = (url: string) => new URL(url, window.location.href).href

/** Lets the next cold load start these calls from index.html (public/early-data.js). */
export function rememberPageCalls(): void {
  const calls: Record<string, string[]> = {}
  for (const [path, urls] of Object.entries(earlyCalls())) calls[path] = urls.map(absolute)
  rememberEarlyCalls({ timeoutMs: API_TIMEOUT_MS, calls })
}
