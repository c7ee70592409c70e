import { readFileSync } from 'node:fs'
import { minifySync, type Plugin, type Rolldown } from 'vite'
import { EARLY_CALLS_KEY } from '../src/shared/api/early-calls-key'
import { AUTH_STORAGE_KEY, EXPIRY_MARGIN_MS } from '../src/shared/auth/stored-session-keys'
import { facadesIn } from './facade-chunks'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

// Minified: comments and names would travel in every page load's HTML.
const source = (path: string) =>
  minifySync(path, readFileSync(new URL(path, import.meta.url), 'utf8')).code.trim()

/**
 * Inlined into index.html (their hashes join the Content-Security-Policy): as files, each would
 * hold the HTML parser for a round trip and take one of the six connections the page's calls and
 * code share over HTTP/1.1.
 */
const EARLY_DATA_SCRIPT = source('../src/app/boot/early-data.js')
const THEME_SCRIPT = source('../public/theme.js')
const PAINT_FIRST_SCRIPT = source('../src/app/boot/paint-first.js')
export const INLINE_SCRIPTS = [EARLY_DATA_SCRIPT, THEME_SCRIPT, PAINT_FIRST_SCRIPT]

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g
const ROUTE_SPLIT = /\/src\/app\/routes\/(.+)\.tsx\?tsr-split=/

/** A route file's URL path: `app/settings/index` → /app/settings; pathless `_x` parts drop. */
const routePath = (file: string) =>
  `/${file
    .split('/')
    .filter((part) => !part.startsWith('_') && part !== 'index')
    .join('/')}`.replace(/\/$/, '')

/**
 * The code a returning visitor's page needs, by URL path ('' for every page: the entry, its
 * imports and the route loaders' chunk): route chunks with everything they import statically.
 */
export function codeByPath(bundle: OutputBundle, entry: string[]): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  // The build drops re-export-only files (scripts/facade-chunks.ts): their targets load instead.
  const facades = facadesIn(bundle)
  const withImports = (names: string[]) => {
    const seen = new Set<string>()
    const visit = (name: string) => {
      const file = facades.get(name)?.target ?? name
      if (seen.has(file)) return
      seen.add(file)
      byName.get(file)?.imports.forEach(visit)
    }
    names.forEach(visit)
    return seen
  }
  const pageData = chunks.filter((chunk) => chunk.name === 'page-data').map((c) => c.fileName)
  const routeOf = (chunk: OutputChunk) =>
    [chunk.facadeModuleId ?? '', ...chunk.moduleIds]
      .map((id) => ROUTE_SPLIT.exec(id)?.[1])
      .find((file) => file !== undefined)
  const always = withImports([...entry, ...pageData])
  const code: Record<string, Set<string>> = { '': always }
  for (const chunk of chunks) {
    const file = routeOf(chunk)
    // The root and pathless layouts would land on every page (their code is small); `$` is
    // the not-found page.
    const path = file && !file.endsWith('$') ? routePath(file) : ''
    if (path === '') continue
    code[path] ??= new Set()
    for (const name of withImports([chunk.fileName])) if (!always.has(name)) code[path].add(name)
  }
  return Object.fromEntries(
    Object.entries(code).map(([path, names]) => [path, [...names].map((name) => `/${name}`)]),
  )
}

/**
 * How the built index.html starts the portal. src/app/boot/paint-first.js imports the entry once
 * the shell is on screen (at once for a returning visitor), so the shell is the first and largest
 * paint whatever the network and no script download competes with it; the entry's imports are
 * named so they download beside it. src/app/boot/early-data.js, for a returning visitor, starts
 * the page's API calls and downloads its code (the map here) before the portal has arrived.
 */
export const indexHtml = (): Plugin => ({
  name: 'index-html',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { path, bundle }) => {
      const urls = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '')
      const scripts = urls(MODULE_SCRIPT)
      const entry = scripts.pop()
      if (path !== '/index.html' || !entry || !bundle) return html
      const imports = [...scripts, ...urls(PRELOAD)]
      const code = codeByPath(
        bundle,
        [entry, ...imports].map((url) => url.replace(/^\//, '')),
      )
      // Constants the scripts share with src/, written from their one home.
      const authKey = `data-auth-key="${AUTH_STORAGE_KEY}"`
      const given = `${authKey} data-calls-key="${EARLY_CALLS_KEY}" data-margin-ms="${EXPIRY_MARGIN_MS}"`
      const early = `<script ${given} data-code='${JSON.stringify(code)}'>${EARLY_DATA_SCRIPT}</script>`
      const theme = `<script>${THEME_SCRIPT}</script>`
      const start = `<script ${authKey} data-entry="${entry}" data-imports="${imports.join(' ')}">${PAINT_FIRST_SCRIPT}</script>`
      return (
        html
          .replace(MODULE_SCRIPT, '')
          .replace(PRELOAD, '')
          // Both before the stylesheet, which an inline script after it would wait for.
          .replace('<script src="/theme.js"></script>', () => `${early}\n    ${theme}`)
          .replace('</body>', () => `  ${start}\n  </body>`)
      )
    },
  },
})
