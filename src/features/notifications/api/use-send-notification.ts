import { useMutation } from '@tanstack/react-query'
import { sendNotification } from './notifications.api'

/** Sends a notification; nothing cached depends on it, so there is nothing to invalidate. */
export function useSendNotification() {
  return useMutation({ mutationFn: sendNotification })
}
