import type { Plugin, Rolldown } from 'vite'
import { codeByPath } from './index-html'

type OutputChunk = Rolldown.OutputChunk

/** V8's explicit compile hint: compile every function of the file as it loads, not on first call. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * The files worth compiling whole: the entry (React DOM, the router), each page's route code and
 * the page-data chunk, whose functions the first render calls. Not libraries loaded later on
 * demand (analytics, the auth client).
 */
export function eagerChunks(bundle: Rolldown.OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')
  const entry = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)
  const names = new Set<string>()
  for (const [path, files] of Object.entries(codeByPath(bundle, entry)))
    if (path !== '') for (const file of files) names.add(file.replace(/^\//, ''))
  for (const chunk of chunks) if (chunk.name === 'page-data') names.add(chunk.fileName)
  // Measured on /login too: its blocking time and LCP under 4× CPU stayed within their goals.
  for (const file of entry) names.add(file)
  return names
}

/**
 * A cold signed-in page's data arrives while the main thread waits; lazily compiled, its code
 * was compiled in the render task after that (a third of it, #17). Compiled as it loads, that
 * work moves into the wait.
 */
export const compileHints = (): Plugin => ({
  name: 'compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const name of eagerChunks(bundle)) {
        const chunk = bundle[name]
        if (chunk?.type === 'chunk') chunk.code = COMPILE_HINT + chunk.code
      }
    },
  },
})
