import type { Rolldown } from 'vite'

/** The group of the shared layers' chunk (vite.config.ts's codeSplitting groups). */
export const SHARED_CHUNK = 'app-common'

/**
 * The chunks V8 compiles whole while it streams them in, rather than each function on its first
 * call: the shared layers (app-common) every signed-in page and dialog runs, the team page's own
 * code (its route's chunks, all named after `team.tsx`) and the palette, which loads as it
 * opens. A trace of a first dialog opening had ~50 ms of lazy compiling at 4× CPU in the click;
 * each was kept for what it measured (docs/performance.md, Interactions).
 */
export const COMPILED_ON_LOAD: readonly string[] = [SHARED_CHUNK, 'team', 'command-palette-host']

/** V8's explicit compile hint (Chrome 136): a magic comment on the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** Rolldown's `postBanner`: after minification, which would drop the comment. */
export const compileHint = (chunk: Rolldown.RenderedChunk): string =>
  COMPILED_ON_LOAD.includes(chunk.name) ? COMPILE_HINT : ''
