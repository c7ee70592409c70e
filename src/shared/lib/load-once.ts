/**
 * Code fetched on first use and kept. `load` asks once, and again after a failure (an intent
 * made offline does not lose it for good); `loaded` has it at once after it came, so a part
 * rendered then does not wait a render (or React's Suspense reveal) for it.
 */
export function loadOnce<T>(fetch: () => Promise<T>) {
  let value: T | undefined
  let pending: Promise<T> | null = null
  return {
    load: (): Promise<T> =>
      (pending ??= fetch().then(
        (fetched) => (value = fetched),
        (error: unknown) => {
          pending = null
          throw error
        },
      )),
    loaded: (): T | undefined => value,
  }
}
