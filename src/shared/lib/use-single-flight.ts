import type { UseMutationResult } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'

/**
 * VAL-4: the mutation, with a `mutate` that ignores calls until the one in flight settles.
 * Synchronous, unlike isPending, which renders a tick later: a double click in between would send twice.
 */
export function useSingleFlightMutation<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const running = useRef(false)
  const { mutateAsync } = mutation
  const mutate = useCallback(
    (...args: Parameters<typeof mutateAsync>) => {
      if (running.current) return
      running.current = true
      // The outcome reaches the caller through its callbacks, as with `mutate`.
      mutateAsync(...args)
        .catch(() => undefined)
        .finally(() => {
          running.current = false
        })
    },
    [mutateAsync],
  )
  return { ...mutation, mutate }
}
