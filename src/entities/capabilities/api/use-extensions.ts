import { useQuery } from '@tanstack/react-query'
import type { Extension } from '@/shared/contract'
import { capabilityQueries } from './capability.queries'

const NONE: readonly Extension[] = []

/** The server's extensions; none while unknown or when the answer failed (their features stay hidden). */
export function useExtensions(): readonly Extension[] {
  return useQuery(capabilityQueries.list()).data ?? NONE
}
