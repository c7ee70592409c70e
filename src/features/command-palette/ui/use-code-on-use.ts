import { useCallback, useState, type ComponentType } from 'react'

export type ComponentModule<P> = { default: ComponentType<P> }

/**
 * A dialog whose code loads on first use: `Loaded` is null until `load` has resolved, then kept.
 * Not React.lazy: a lazy component suspends on its first render even when its code has arrived,
 * and React 19 holds a boundary's content back until ~300 ms after its fallback showed, so each
 * first opening waited that long whatever the machine (issue 36, traced).
 */
export function useCodeOnUse<P>(load: () => Promise<ComponentModule<P>>) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null)
  const ensure = useCallback(
    () =>
      load().then((module) => {
        setLoaded(() => module.default)
      }),
    [load],
  )
  return { Loaded, ensure }
}
