// A route's validateSearch runs in the first load of every page: plain checks, no schema library.

/** The value when it is one of `allowed`, else undefined (the view's default). */
export function oneOf<T extends string | number>(
  allowed: readonly T[],
  value: unknown,
): T | undefined {
  return allowed.find((item) => item === value)
}

/** A string of at most `max` characters (after trimming when asked), else undefined. */
export function textOf(
  value: unknown,
  { min = 0, max, trim = false }: { min?: number; max: number; trim?: boolean },
): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = trim ? value.trim() : value
  return text.length >= min && text.length <= max ? text : undefined
}
