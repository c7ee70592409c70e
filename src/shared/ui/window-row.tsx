import type { ComponentProps } from 'react'
import { cn } from '@/shared/lib'

type Props = Omit<ComponentProps<'div'>, 'ref' | 'style'> & {
  /** The virtualiser's row: its index and where it starts on the page. */
  item: { index: number; start: number }
  /** Where the list's body starts on the page (the virtualiser's scroll margin). */
  scrollMargin: number
  /** The virtualiser's `measureElement`; none where every row is its first guess's height. */
  measure?: ((node: HTMLDivElement | null) => void) | undefined
}

/** One drawn row of a list virtualised against the window, placed at its offset in the body. */
export function WindowRow({ item, scrollMargin, measure, className, ...rest }: Props) {
  return (
    <div
      ref={measure}
      data-index={item.index}
      className={cn('absolute top-0 left-0 w-full', className)}
      style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
      {...rest}
    />
  )
}
