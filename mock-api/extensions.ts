import { EXTENSIONS, type Extension } from '../src/shared/contract'

/**
 * The API extensions the demo backend has: `DEMO_EXTENSIONS` (comma-separated names, or `none`),
 * all of them when unset. Read at call time, so a test or a restart can turn one off.
 */
export function enabledExtensions(): Extension[] {
  const raw = process.env.DEMO_EXTENSIONS
  if (raw === undefined || raw.trim() === '') return [...EXTENSIONS]
  const wanted = new Set(raw.split(',').map((name) => name.trim()))
  return EXTENSIONS.filter((name) => wanted.has(name))
}

export const extensionEnabled = (name: Extension): boolean => enabledExtensions().includes(name)
