import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test, type Browser } from '@playwright/test'
import { COMPILE_HINT, COMPILED_ON_LOAD } from '../../scripts/compile-hints'
import { MIN_BYTES } from '../../scripts/precompressed'

// What the start-up relies on in the real build (scripts/index-html.ts, scripts/security-headers.ts):
// read from dist/ as a static host would serve it, parsed by the browser, never by pattern.
const DIST = process.env.E2E_OUTDIR ?? 'dist'
const html = readFileSync(join(DIST, 'index.html'), 'utf8')
const headers = readFileSync(join(DIST, '_headers'), 'utf8')
const served = (path: string) => existsSync(join(DIST, path))

type ManifestEntry = { file: string; name?: string; imports?: string[]; isEntry?: boolean }
const readManifest = () =>
  JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >

/** index.html as a document, its scripts not run. */
async function parsed(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.setContent(html)
  const facts = await page.evaluate(() => ({
    first: document.head.firstElementChild?.outerHTML ?? '',
    second: document.head.children[1]?.outerHTML ?? '',
    modules: [...document.querySelectorAll('script[type=module]')].map((s) =>
      s.getAttribute('src'),
    ),
    preloads: [...document.querySelectorAll('link[rel=modulepreload]')].map((l) => ({
      href: l.getAttribute('href'),
      priority: l.getAttribute('fetchpriority'),
    })),
    inline: [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? ''),
    code: document.querySelector('script[data-code]')?.getAttribute('data-code') ?? '',
    apiOrigin: document.querySelector('script[data-code]')?.getAttribute('data-api-origin'),
    root: document.getElementById('root')?.childElementCount,
  }))
  await context.close()
  return facts
}

test('index.html starts with its charset and referrer policy and fetches the entry at high priority', async ({
  browser,
}) => {
  const facts = await parsed(browser)
  expect(facts.first).toContain('charset')
  // Before any request the page makes: tokens in its query string never travel as Referer.
  expect(facts.second).toBe('<meta name="referrer" content="strict-origin">')
  expect(html.indexOf('charset')).toBeLessThan(1024)
  expect(facts.modules).toHaveLength(1)
  const entry = facts.modules[0]!
  expect(served(entry)).toBe(true)
  expect(facts.preloads).toContainEqual({ href: entry, priority: 'high' })
  // Nothing is painted before React: the page's own content is the first (and largest) paint.
  expect(facts.root).toBe(0)
})

test('every inline script of index.html is allowed by its hash, and no other one is', async ({
  browser,
}) => {
  const { inline } = await parsed(browser)
  expect(inline.length).toBe(3)
  const csp = headers.split('\n').find((line) => line.includes('Content-Security-Policy')) ?? ''
  const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? ''
  const allowed = scriptSrc.trim().split(' ').slice(1)
  const hashes = inline.map(
    (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  )
  expect(allowed.sort()).toEqual(["'self'", ...hashes].sort())
})

test('the code map names existing files for each page, and the token goes only to the build-time API', async ({
  browser,
}) => {
  const { code, apiOrigin } = await parsed(browser)
  const map = JSON.parse(code) as Record<string, string[]>
  for (const path of ['/app', '/app/team', '/app/event-catalog', '/app/settings/organization'])
    expect(map[path]?.length, path).toBeGreaterThan(0)
  for (const files of Object.values(map))
    for (const file of files) expect(served(file), file).toBe(true)
  // The demo build's API is the page's own origin ('' here); a configured one is written as is.
  expect(apiOrigin).toBe(process.env.VITE_API_URL ? new URL(process.env.VITE_API_URL).origin : '')
})

test("the code map agrees with Vite's manifest: each page's route chunks and what they import", async ({
  browser,
}) => {
  const manifest = readManifest()
  const closure = (keys: string[]) => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      const entry = manifest[key]
      if (!entry || seen.has(entry.file)) return
      seen.add(entry.file)
      entry.imports?.forEach(visit)
    }
    keys.forEach(visit)
    return seen
  }
  const always = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry))
  const map = JSON.parse((await parsed(browser)).code) as Record<string, string[]>
  for (const [path, route] of [
    ['/app/team', 'src/app/routes/app/team.tsx?tsr-split='],
    ['/app/event-catalog', 'src/app/routes/app/event-catalog.tsx?tsr-split='],
  ] as const) {
    const split = Object.keys(manifest).filter((key) => key.startsWith(route))
    expect(split.length, path).toBeGreaterThan(0)
    const files = [...closure(split)].filter((file) => !always.has(file)).map((file) => `/${file}`)
    expect([...(map[path] ?? [])].sort(), path).toEqual(files.sort())
  }
})

test("V8's compile hint opens the chunks compiled on load, as the host serves them, and no other chunk", () => {
  const chunks = Object.values(readManifest())
  const firstLine = (code: Buffer) => code.toString('utf8').split('\n', 1)[0]
  for (const name of COMPILED_ON_LOAD) {
    const files = chunks.filter((chunk) => chunk.name === name).map((chunk) => chunk.file)
    // A renamed chunk would silently lose its hint.
    expect(files.length, name).toBeGreaterThan(0)
    for (const file of files) {
      const path = join(DIST, file)
      expect(firstLine(readFileSync(path)), file).toBe(COMPILE_HINT)
      // The host serves the precompressed copies the build writes of larger files.
      if (statSync(path).size < MIN_BYTES) continue
      expect(firstLine(brotliDecompressSync(readFileSync(`${path}.br`))), file).toBe(COMPILE_HINT)
      expect(firstLine(gunzipSync(readFileSync(`${path}.gz`))), file).toBe(COMPILE_HINT)
    }
  }
  const others = chunks.filter((chunk) => !COMPILED_ON_LOAD.includes(chunk.name ?? ''))
  expect(others.length).toBeGreaterThan(0)
  for (const chunk of others)
    if (chunk.file.endsWith('.js'))
      expect(firstLine(readFileSync(join(DIST, chunk.file))), chunk.file).not.toBe(COMPILE_HINT)
})
