// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { COMPILE_HINT, compileHints, eagerChunks } from '../../scripts/compile-hints'
import { outputChunk as chunk } from './output-chunk'

type Hook = (...args: unknown[]) => unknown

/** The shape of a portal build: an entry /login shares, the data chunk, a route, a lazy library. */
const bundle = () =>
  ({
    'assets/first-load-a.js': chunk('assets/first-load-a.js', {
      isEntry: true,
      imports: ['assets/runtime-a.js'],
      dynamicImports: ['assets/team-a.js', 'assets/analytics-a.js'],
    }),
    'assets/runtime-a.js': chunk('assets/runtime-a.js'),
    'assets/page-data-a.js': chunk('assets/page-data-a.js', { imports: ['assets/runtime-a.js'] }),
    'assets/team-a.js': chunk('assets/team-a.js', {
      facadeModuleId: '/repo/src/app/routes/app/team.tsx?tsr-split=component',
      imports: ['assets/app-common-a.js', 'assets/first-load-a.js'],
    }),
    'assets/app-common-a.js': chunk('assets/app-common-a.js', {
      imports: ['assets/first-load-a.js'],
    }),
    'assets/analytics-a.js': chunk('assets/analytics-a.js', {
      moduleIds: ['/repo/node_modules/posthog-js/dist/module.js'],
    }),
    'index.html': { type: 'asset', fileName: 'index.html', source: '<!doctype html>' },
  }) as unknown as Rolldown.OutputBundle

describe('compile hints', () => {
  it('marks the entry, a route’s code and the data chunk, never a lazy library', () => {
    expect([...eagerChunks(bundle())].sort()).toEqual([
      'assets/app-common-a.js',
      'assets/first-load-a.js',
      'assets/page-data-a.js',
      'assets/team-a.js',
    ])
  })

  it('puts the hint on the first line of exactly those files', () => {
    const built = bundle()
    const generate = compileHints().generateBundle as { handler: Hook }
    generate.handler({}, built)
    const code = (name: string) => (built[name] as Rolldown.OutputChunk).code
    expect(code('assets/team-a.js')).toBe(`${COMPILE_HINT}/* assets/team-a.js */`)
    expect(code('assets/page-data-a.js').startsWith(COMPILE_HINT)).toBe(true)
    expect(code('assets/first-load-a.js').startsWith(COMPILE_HINT)).toBe(true)
    for (const name of ['assets/runtime-a.js', 'assets/analytics-a.js'])
      expect(code(name)).not.toContain('allFunctionsCalledOnLoad')
  })
})
