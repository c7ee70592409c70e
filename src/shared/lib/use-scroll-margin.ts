import { useLayoutEffect, useRef, useState } from 'react'

/**
 * Where a window-virtualised list's body starts on the page, kept in step as what is above it
 * changes height (filters, figures, a chart): the virtualiser's `scrollMargin`.
 */
export function useScrollMargin<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setScrollMargin(el.getBoundingClientRect().top + window.scrollY)
    // The observer's first report comes after the browser's own layout, so the task that draws
    // the page forces no layout of its own and renders once (with 0 it only draws extra rows).
    if (typeof ResizeObserver === 'undefined') return measure()
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [])
  return { ref, scrollMargin }
}
