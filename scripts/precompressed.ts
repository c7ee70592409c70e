import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
}
// Smaller files gain less from compression than their encoding header costs to negotiate.
export const MIN_BYTES = 1024
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const

/** Whether an Accept-Encoding header accepts `name` (a zero q-value refuses it). */
export function accepts(header: string, name: string): boolean {
  return header.split(',').some((part) => {
    const [token = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return token === name && (q === undefined || Number(q.slice(2)) > 0)
  })
}

const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)

/** Writes `file`.br and `file`.gz at the highest levels (in the thread pool, files in parallel). */
async function compress(file: string, source: Uint8Array): Promise<void> {
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
  }
  await Promise.all([
    toBrotli(source, { params }).then((body) => writeFile(`${file}.br`, body)),
    toGzip(source, { level: 9 }).then((body) => writeFile(`${file}.gz`, body)),
  ])
}

/**
 * Hashed assets are compressed once at build time (Brotli and gzip files beside each), as static
 * hosts and CDNs serve them, so `vite preview` does not gzip every script on every request: that
 * work held each response for milliseconds on the one server thread (measured in #17).
 */
export const precompressed = (): Plugin => {
  let outDir = 'dist'
  return {
    name: 'precompressed',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).map((file) => ({
        name: file.fileName,
        source: Buffer.from(file.type === 'chunk' ? file.code : file.source),
      }))
      await Promise.all(
        files
          .filter((f) => f.name.startsWith('assets/') && TYPES[extname(f.name)])
          .filter((f) => f.source.length >= MIN_BYTES)
          .map((f) => compress(join(outDir, f.name), f.source)),
      )
    },
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        let path: string
        try {
          path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
        } catch {
          return next()
        }
        const type = TYPES[extname(path)]
        const file = resolve(root, `.${path}`)
        if (!path.startsWith('/assets/') || !type || !file.startsWith(root + sep)) return next()
        const accept = String(req.headers['accept-encoding'] ?? '')
        const encoding = ENCODINGS.find((e) => accepts(accept, e.name) && existsSync(file + e.ext))
        if (!encoding) return next()
        const body = readFileSync(file + encoding.ext)
        res.statusCode = 200
        res.setHeader('Content-Type', type)
        res.setHeader('Content-Encoding', encoding.name)
        res.setHeader('Content-Length', body.length)
        res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '))
        // Every file under /assets/ is named by its content's hash.
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
        res.end(req.method === 'HEAD' ? undefined : body)
      })
    },
  }
}
