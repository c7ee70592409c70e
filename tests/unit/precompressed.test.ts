// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { accepts, precompressed } from '../../scripts/precompressed'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void
type Hook = (...args: unknown[]) => unknown
const hook = (value: unknown) => value as Hook

const SCRIPT = `export const words = ${JSON.stringify('lorem ipsum '.repeat(400))}\n`

/** A built dist/ (one script over the size floor, one under it) and the plugin run over it. */
async function built() {
  const root = mkdtempSync(join(tmpdir(), 'precompressed-'))
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true })
  const bundle = {
    'assets/big-abc.js': { type: 'chunk', fileName: 'assets/big-abc.js', code: SCRIPT },
    'assets/tiny-abc.js': { type: 'chunk', fileName: 'assets/tiny-abc.js', code: 'export {}' },
    'index.html': { type: 'asset', fileName: 'index.html', source: '<!doctype html>'.repeat(99) },
  }
  for (const file of Object.values(bundle))
    writeFileSync(join(root, 'dist', file.fileName), 'code' in file ? file.code : file.source)
  const plugin = precompressed()
  const config = { root, build: { outDir: 'dist' } }
  hook(plugin.configResolved)(config)
  await hook(plugin.writeBundle)({}, bundle)
  let middleware: Middleware = () => undefined
  hook(plugin.configurePreviewServer)({
    config,
    middlewares: { use: (fn: Middleware) => (middleware = fn) },
  })
  // A compressed file outside dist/ that a crafted path could reach.
  writeFileSync(join(root, 'secret.js.br'), 'not for the web')
  return { assets: join(root, 'dist', 'assets'), middleware }
}

/** What the middleware answers for `url` with `encoding` accepted: a body or `next`. */
function request(middleware: Middleware, url: string, encoding: string, method = 'GET') {
  const headers = new Map<string, unknown>([['Vary', 'Origin']])
  let body: Buffer | undefined
  let passed = false
  const res = {
    statusCode: 0,
    setHeader: (name: string, value: unknown) => headers.set(name, value),
    getHeader: (name: string) => headers.get(name),
    end: (chunk?: Buffer) => (body = chunk),
  }
  const req = { method, url, headers: { 'accept-encoding': encoding } }
  middleware(req as unknown as IncomingMessage, res as unknown as ServerResponse, () => {
    passed = true
  })
  return { passed, body, headers, status: res.statusCode }
}

describe('precompressed assets', () => {
  it('writes Brotli and gzip files that decode to the asset, for assets over 1 KiB only', async () => {
    const { assets } = await built()
    const br = readFileSync(join(assets, 'big-abc.js.br'))
    expect(brotliDecompressSync(br).toString()).toBe(SCRIPT)
    expect(gunzipSync(readFileSync(join(assets, 'big-abc.js.gz'))).toString()).toBe(SCRIPT)
    expect(br.length).toBeLessThan(SCRIPT.length / 10)
    expect(existsSync(join(assets, 'tiny-abc.js.br'))).toBe(false)
    expect(existsSync(join(assets, '..', 'index.html.br'))).toBe(false)
  })

  it('the preview server sends Brotli where accepted, else gzip, as a hashed file for a year', async () => {
    const { middleware } = await built()
    const br = request(middleware, '/assets/big-abc.js', 'gzip, deflate, br, zstd')
    expect(br.passed).toBe(false)
    expect(br.status).toBe(200)
    expect(brotliDecompressSync(br.body!).toString()).toBe(SCRIPT)
    expect(Object.fromEntries(br.headers)).toMatchObject({
      'Content-Type': 'text/javascript',
      'Content-Encoding': 'br',
      'Content-Length': br.body!.length,
      Vary: 'Origin, Accept-Encoding',
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
    const gz = request(middleware, '/assets/big-abc.js?v=1', 'gzip, br;q=0')
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(gz.body!).toString()).toBe(SCRIPT)
    expect(request(middleware, '/assets/big-abc.js', 'br', 'HEAD').body).toBeUndefined()
  })

  it('leaves everything else to the server: no encoding accepted, small files, pages, escapes', async () => {
    const { middleware } = await built()
    expect(request(middleware, '/assets/big-abc.js', 'identity').passed).toBe(true)
    expect(request(middleware, '/assets/big-abc.js', '').passed).toBe(true)
    expect(request(middleware, '/assets/tiny-abc.js', 'br').passed).toBe(true)
    expect(request(middleware, '/index.html', 'br').passed).toBe(true)
    expect(request(middleware, '/assets/big-abc.js', 'br', 'POST').passed).toBe(true)
    expect(request(middleware, '/assets/..%2f..%2fsecret.js', 'br').passed).toBe(true)
    expect(request(middleware, '/assets/%E0%A4%A', 'br').passed).toBe(true)
  })

  it('reads Accept-Encoding as HTTP does: tokens, case and zero q-values', () => {
    expect(accepts('gzip, deflate, br', 'br')).toBe(true)
    expect(accepts('GZIP;q=0.5', 'gzip')).toBe(true)
    expect(accepts('br;q=0', 'br')).toBe(false)
    expect(accepts('brotli', 'br')).toBe(false)
    expect(accepts('', 'gzip')).toBe(false)
  })
})
