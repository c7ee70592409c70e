import { readFileSync } from 'node:fs'
import { minifySync, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite'
import { EARLY_CALLS_KEY } from '../src/shared/api/early-calls-key'
import { AUTH_STORAGE_KEY, EXPIRY_MARGIN_MS } from '../src/shared/auth/stored-session-keys'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

// Minified: comments and names would travel in every page load's HTML.
const source = (path: string) =>
  minifySync(path, readFileSync(new URL(path, import.meta.url), 'utf8')).code.trim()

/**
 * Inline in index.html, their sha256 hashes in the Content-Security-Policy: each runs before the
 * portal's code arrives, and as files each would hold the parser for a round trip.
 */
const THEME_SCRIPT = source('../src/app/boot/theme.js')
const BOOT_ERROR_SCRIPT = source('../src/app/boot/boot-error.js')
const EARLY_DATA_SCRIPT = source('../src/app/boot/early-data.js')
export const INLINE_SCRIPTS = [THEME_SCRIPT, BOOT_ERROR_SCRIPT, EARLY_DATA_SCRIPT]

const ROUTE_SPLIT = /\/src\/app\/routes\/(.+)\.tsx\?tsr-split=/

/** A route file's URL path: `app/settings/index` → /app/settings; pathless `_x` parts drop. */
const routePath = (file: string) =>
  `/${file
    .split('/')
    .filter((part) => !part.startsWith('_') && part !== 'index')
    .join('/')}`.replace(/\/$/, '')

/**
 * The code a returning visitor's page needs, by URL path ('' for every page: the entry and its
 * imports): each route's split chunks (component, loader …) with everything they import
 * statically, read from the bundle's chunk graph (the data Vite's manifest is made of).
 */
export function codeByPath(bundle: OutputBundle, entry: string): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const withImports = (names: string[]) => {
    const seen = new Set<string>()
    const visit = (name: string) => {
      if (seen.has(name)) return
      seen.add(name)
      byName.get(name)?.imports.forEach(visit)
    }
    names.forEach(visit)
    return seen
  }
  const routeOf = (chunk: OutputChunk) =>
    [chunk.facadeModuleId ?? '', ...chunk.moduleIds]
      .map((id) => ROUTE_SPLIT.exec(id)?.[1])
      .find((file) => file !== undefined)
  const always = withImports([entry])
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
    Object.entries(code)
      .filter(([path]) => path !== '')
      .map(([path, names]) => [path, [...names].map((name) => `/${name}`)]),
  )
}

const inline = (children: string, attrs?: Record<string, string>): HtmlTagDescriptor => ({
  tag: 'script',
  attrs,
  children,
  injectTo: 'head-prepend',
})

/** The API's origin fixed at build time ('' for the demo backend on the page's own origin). */
const originOf = (url: string | undefined) => (url ? new URL(url).origin : '')

/**
 * index.html's start-up, as tag descriptors: the theme before first paint, the could-not-load
 * screen, the entry fetched at high priority beside the stylesheet, and, for a returning visitor,
 * `early-data.js` with what it needs: the page's API calls and code (the map here) start before
 * the portal's entry has arrived.
 */
export const indexHtml = (env: Record<string, string | undefined>): Plugin => ({
  name: 'index-html',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle, chunk, filename }) => {
      // Only the portal's page (the bench's bare page is built beside it).
      if (!filename.endsWith('/index.html')) return []
      const meta = (attrs: Record<string, string>): HtmlTagDescriptor => ({
        tag: 'meta',
        attrs,
        injectTo: 'head-prepend',
      })
      const tags = [
        // The charset within the document's first 1024 bytes, ahead of the inline scripts.
        meta({ charset: 'UTF-8' }),
        // Tokens may arrive in this page's query string: before any request, never send more
        // than the origin as Referer.
        meta({ name: 'referrer', content: 'strict-origin' }),
        inline(THEME_SCRIPT),
        inline(BOOT_ERROR_SCRIPT),
      ]
      if (!bundle || !chunk) return tags
      const entry = `/${chunk.fileName}`
      const preloadEntry: HtmlTagDescriptor = {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: entry, fetchpriority: 'high' },
        injectTo: 'head-prepend',
      }
      const early = inline(EARLY_DATA_SCRIPT, {
        // Constants the script shares with src/, written from their one home.
        'data-auth-key': AUTH_STORAGE_KEY,
        'data-calls-key': EARLY_CALLS_KEY,
        'data-margin-ms': String(EXPIRY_MARGIN_MS),
        'data-api-origin': originOf(env.VITE_API_URL),
        'data-code': JSON.stringify(codeByPath(bundle, chunk.fileName)),
      })
      return [...tags, early, preloadEntry]
    },
  },
})
