import { useMutation } from '@tanstack/react-query'
import { refreshAllEventTypes } from './catalog.api'

/** Starts the server-side rebuild of every event type (about 5+ minutes; nothing to refetch now). */
export function useRefreshAllEvents() {
  return useMutation({ mutationFn: refreshAllEventTypes })
}
