import { describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { useSingleFlightMutation } from './use-single-flight'

const firstLetter = (value: string) => value.charAt(0)

/** A mutation whose every call waits until the test settles it. */
function setup(keyOf?: (value: string) => unknown) {
  const calls: { value: string; resolve: () => void; reject: () => void }[] = []
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const view = renderHook(
    () =>
      useSingleFlightMutation(
        useMutation({
          mutationFn: (value: string) =>
            new Promise<void>((resolve, reject) => {
              calls.push({ value, resolve, reject: () => reject(new Error('no')) })
            }),
        }),
        keyOf,
      ),
    { wrapper },
  )
  return { calls, view }
}

describe('useSingleFlightMutation (VAL-4)', () => {
  it('ignores a second call made before the first has rendered as pending', async () => {
    const { calls, view } = setup()
    act(() => {
      view.result.current.mutate('a')
      view.result.current.mutate('b')
    })
    await waitFor(() => expect(view.result.current.isPending).toBe(true))
    view.result.current.mutate('c')
    await Promise.resolve()
    expect(calls).toHaveLength(1)
  })

  it('sends again once the call in flight has succeeded or failed, and passes its callbacks on', async () => {
    const { calls, view } = setup()
    const onSuccess = vi.fn()
    const onError = vi.fn()
    act(() => view.result.current.mutate('a', { onSuccess }))
    await waitFor(() => expect(calls).toHaveLength(1))
    act(() => calls[0]!.resolve())
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true))
    expect(onSuccess).toHaveBeenCalledTimes(1)
    act(() => view.result.current.mutate('b', { onError }))
    await waitFor(() => expect(calls).toHaveLength(2))
    act(() => calls[1]!.reject())
    await waitFor(() => expect(view.result.current.isError).toBe(true))
    expect(onError).toHaveBeenCalledTimes(1)
    act(() => view.result.current.mutate('c'))
    await waitFor(() => expect(calls).toHaveLength(3))
  })

  it('with a key, holds a second call for the same key only, until that key settles', async () => {
    const { calls, view } = setup(firstLetter)
    act(() => {
      view.result.current.mutate('a1')
      view.result.current.mutate('a2')
      view.result.current.mutate('b1')
    })
    await waitFor(() => expect(calls).toHaveLength(2))
    act(() => calls[0]!.resolve())
    // Pressed until a1 has settled: then a3 goes out, once; b1 still holds b2.
    await waitFor(() => {
      act(() => {
        view.result.current.mutate('a3')
        view.result.current.mutate('b2')
      })
      expect(calls).toHaveLength(3)
    })
    await Promise.resolve()
    expect(calls.map((c) => c.value)).toEqual(['a1', 'b1', 'a3'])
  })
})
