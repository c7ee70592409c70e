import type { UseMutationResult } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'

const ONE = Symbol('one call at a time')

/**
 * VAL-4: the mutation, with a `mutate` that ignores calls until the one in flight settles.
 * Synchronous, unlike isPending, which renders a tick later: a double click in between would send twice.
 * With `keyOf` (a stable function), calls for different keys (rows) may run side by side.
 */
export function useSingleFlightMutation<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
  keyOf: (variables: TVariables) => unknown = () => ONE,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const running = useRef(new Set<unknown>())
  const { mutateAsync } = mutation
  const mutate = useCallback(
    (...args: Parameters<typeof mutateAsync>) => {
      // Absent only for a mutation without variables (TVariables void).
      const key = keyOf(args[0] as TVariables)
      if (running.current.has(key)) return
      running.current.add(key)
      // The outcome reaches the caller through its callbacks, as with `mutate`.
      mutateAsync(...args)
        .catch(() => undefined)
        .finally(() => running.current.delete(key))
    },
    [mutateAsync, keyOf],
  )
  return { ...mutation, mutate }
}
