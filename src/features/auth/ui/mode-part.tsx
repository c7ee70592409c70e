import { lazy, useState, type ComponentType } from 'react'
import { loadOnce } from '@/shared/lib'

/**
 * A login mode's part whose code loads on first use, and is asked for on intent (`preload`: the
 * mode's button pointed at, focused or pressed). Already here as the mode opens, it renders at
 * once. Through `React.lazy` alone every first opening waited ~300 ms at least, as React holds a
 * Suspense boundary's content back that long after its fallback showed: press to SSO form 320 ms
 * at 1× CPU (production profile). Not here yet, it waits in the mode's `Later` as before.
 */
export function modePart<P extends object>(load: () => Promise<ComponentType<P>>) {
  // A failed load is not kept: the mode's own render asks again (an intent may come offline).
  const part = loadOnce(load)
  const Lazy = lazy(() => part.load().then((loaded) => ({ default: loaded })))
  function ModePart(props: P) {
    // Chosen once per opening: a part swapped mid-way would lose what was typed in it.
    const [Part] = useState(() => part.loaded() ?? Lazy)
    return <Part {...props} />
  }
  // Settles once the code has come or failed; a failure shows where the part renders (`Later`).
  const preload = (): Promise<void> =>
    part.load().then(
      () => undefined,
      () => undefined,
    )
  return { preload, ModePart }
}
