// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { dropFacades, facadeOf } from '../../scripts/facade-chunks'
import { codeByPath } from '../../scripts/index-html'
import { outputChunk } from './output-chunk'

const chunk = (fileName: string, code: string, more: Record<string, unknown> = {}) =>
  outputChunk(fileName, { code, ...more })

const TEAM_LOADER = '/repo/src/app/routes/app/team.tsx?tsr-split=loader'
const APP_COMPONENT = '/repo/src/app/routes/app.tsx?tsr-split=component'

/** A portal build's shape: the entry imports a route loader and the shell through facades. */
const bundle = () =>
  ({
    'assets/first-load-a.js': chunk(
      'assets/first-load-a.js',
      'const d=()=>m.f||(m.f=["assets/team-loader-a.js","assets/page-data-a.js","assets/app-a.js"]);' +
        'l(()=>N(()=>import(`./team-loader-a.js`),d([0,1])),`loader`);' +
        'c(()=>N(()=>import("./app-a.js"),d([2])),`component`)',
      {
        isEntry: true,
        dynamicImports: ['assets/team-loader-a.js', 'assets/app-a.js'],
      },
    ),
    'assets/page-data-a.js': chunk('assets/page-data-a.js', 'export{x as _,y as n}'),
    'assets/app-common-a.js': chunk('assets/app-common-a.js', 'export{s as s}'),
    'assets/team-loader-a.js': chunk(
      'assets/team-loader-a.js',
      '//# allFunctionsCalledOnLoad\nexport{n as loader}from"./page-data-a.js";',
      { imports: ['assets/page-data-a.js'], facadeModuleId: TEAM_LOADER, moduleIds: [TEAM_LOADER] },
    ),
    'assets/app-a.js': chunk(
      'assets/app-a.js',
      'import{s as e}from"./app-common-a.js";var t=e;export{t as component};',
      {
        imports: ['assets/app-common-a.js'],
        facadeModuleId: APP_COMPONENT,
        moduleIds: [APP_COMPONENT],
      },
    ),
  }) as unknown as Rolldown.OutputBundle

const codeOf = (built: Rolldown.OutputBundle, name: string) =>
  (built[name] as Rolldown.OutputChunk).code

describe('facade chunks', () => {
  it('recognises both re-export shapes and nothing with code of its own', () => {
    const built = bundle()
    expect(facadeOf(built['assets/team-loader-a.js'] as Rolldown.OutputChunk)).toEqual({
      target: 'assets/page-data-a.js',
      names: [['loader', 'n']],
    })
    expect(facadeOf(built['assets/app-a.js'] as Rolldown.OutputChunk)).toEqual({
      target: 'assets/app-common-a.js',
      names: [['component', 's']],
    })
    const withCode = chunk(
      'assets/x-a.js',
      'console.log(1);export{n as loader}from"./page-data-a.js";',
      { imports: ['assets/page-data-a.js'] },
    )
    expect(facadeOf(withCode as unknown as Rolldown.OutputChunk)).toBeUndefined()
  })

  it('points dynamic imports and preload lists at the targets and drops the facades', () => {
    const built = bundle()
    dropFacades(built)
    expect(Object.keys(built).sort()).toEqual([
      'assets/app-common-a.js',
      'assets/first-load-a.js',
      'assets/page-data-a.js',
    ])
    const entry = codeOf(built, 'assets/first-load-a.js')
    expect(entry).toContain('import(`./page-data-a.js`).then(m=>({loader:m.n}))')
    expect(entry).toContain('import("./app-common-a.js").then(m=>({component:m.s}))')
    expect(entry).toContain(
      '["assets/page-data-a.js","assets/page-data-a.js","assets/app-common-a.js"]',
    )
    expect((built['assets/first-load-a.js'] as Rolldown.OutputChunk).dynamicImports).toEqual([
      'assets/page-data-a.js',
      'assets/app-common-a.js',
    ])
  })

  it('keeps a facade another chunk imports statically', () => {
    const built = bundle()
    ;(built['assets/app-common-a.js'] as Rolldown.OutputChunk).imports.push('assets/app-a.js')
    dropFacades(built)
    expect(built['assets/app-a.js']).toBeDefined()
    expect(built['assets/team-loader-a.js']).toBeUndefined()
  })

  it('stops the build when a reference it cannot rewrite remains', () => {
    const built = bundle()
    const entry = built['assets/first-load-a.js'] as Rolldown.OutputChunk
    entry.code += ';new URL("team-loader-a.js",import.meta.url)'
    expect(() => dropFacades(built)).toThrow(/still refers to assets\/team-loader-a\.js/)
  })

  it("leaves them out of index.html's code map, listing their targets instead", () => {
    expect(codeByPath(bundle(), ['assets/first-load-a.js'])).toEqual({
      '': ['/assets/first-load-a.js', '/assets/page-data-a.js'],
      '/app': ['/assets/app-common-a.js'],
      '/app/team': [],
    })
  })
})
