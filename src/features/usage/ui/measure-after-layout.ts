import { measureElement, type Virtualizer } from '@tanstack/react-virtual'
import { breakpoint } from '@/shared/lib'

/**
 * The members' table's `measureElement` (USAGE-7). From `sm` up each row is one line, as tall as
 * useRowHeight's guess (the names truncate; the audit log's rows wrap, so it keeps the library's
 * measuring). There a mounting row reads no layout: the guess stands until its ResizeObserver
 * reports after the browser's own layout, so the task that draws the rows forces none (issue 39).
 * Phone rows wrap, and are measured as they mount, so the first frame already places them right.
 */
export function measureAfterLayout<T extends Element>(
  element: T,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, T>,
): number {
  if (entry || !breakpoint('sm')?.matches) return measureElement(element, entry, instance)
  const index = instance.indexFromElement(element)
  const known = instance.itemSizeCache.get(instance.options.getItemKey(index))
  return known ?? instance.options.estimateSize(index)
}
