// Caddy from Debian as the production-shaped host: dist/ as a static host or CDN serves it
// (HTTP/2, TLS, compression, immutable assets, SPA fallback, the build's _headers) and the demo
// API as a second https origin in front of `npm run demo:api`.
import { execFileSync, spawn } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import { join, resolve } from 'node:path'
import { sleep } from './settings.mjs'

const CADDY = '/usr/bin/caddy'

/** Installs Caddy the way CI installs Chromium (.ci/run): from Debian, when it is missing. */
export function ensureCaddy() {
  if (existsSync(CADDY)) return
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'caddy'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

/** The headers of dist/_headers' `/*` block (written by the build: scripts/security-headers.ts). */
export function headersOf(outDir) {
  const lines = readFileSync(join(outDir, '_headers'), 'utf8').split('\n')
  return lines
    .filter((line) => /^\s+[\w-]+:/.test(line))
    .map((line) =>
      line
        .trim()
        .match(/^([\w-]+):\s*(.*)$/)
        .slice(1, 3),
    )
}

// Backquotes are Caddyfile's raw strings: CSP values carry quotes and semicolons.
const raw = (value) => `\`${value}\``

export function caddyfile({ outDir, portalPort, apiPort, upstreamPort, httpPort }) {
  const headers = headersOf(outDir)
    .map(([name, value]) => `\t\t${name} ${raw(value)}`)
    .join('\n')
  return `{
\tadmin off
\tskip_install_trust
\tauto_https disable_redirects
\thttp_port ${httpPort}
\tservers {
\t\tprotocols h1 h2
\t}
}

(local_tls) {
\tbind 127.0.0.1 [::1]
\ttls internal
\tencode gzip
}

https://localhost:${portalPort} {
\timport local_tls
\troot * ${resolve(outDir)}
\theader {
${headers}
\t}
\t@assets path /assets/*
\theader @assets Cache-Control "public, max-age=31536000, immutable"
\t@pages not path /assets/*
\theader @pages Cache-Control "no-cache"
\ttry_files {path} /index.html
\tfile_server {
\t\tprecompressed br gzip
\t}
}

https://localhost:${apiPort} {
\timport local_tls
\treverse_proxy 127.0.0.1:${upstreamPort}
}
`
}

/** Base64 SHA-256 of a certificate's public key, as --ignore-certificate-errors-spki-list wants. */
export const spkiHash = (pem) =>
  createHash('sha256')
    .update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64')

/** GET over https trusting only Caddy's root; resolves with the status code. */
export const httpsStatus = (url, ca) =>
  new Promise((done, reject) => {
    const req = request(url, { ca, method: 'GET' }, (res) => {
      res.resume()
      done(res.statusCode)
    })
    req.on('error', reject)
    req.end()
  })

/**
 * Starts Caddy with its own data and config folders under `home`; resolves once both sites
 * answer, with the CA's root (PEM) and the SPKI hashes Chromium is told to trust.
 */
export async function startCaddy(options, home) {
  const env = {
    ...process.env,
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CONFIG_HOME: join(home, 'config'),
    HOME: home,
  }
  mkdirSync(env.XDG_DATA_HOME, { recursive: true })
  const file = join(home, 'Caddyfile')
  writeFileSync(file, caddyfile(options))
  const child = spawn(CADDY, ['run', '--config', file, '--adapter', 'caddyfile'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  let log = ''
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)))
  const pki = join(env.XDG_DATA_HOME, 'caddy', 'pki', 'authorities', 'local')
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`caddy exited: ${log}`)
    if (existsSync(join(pki, 'root.crt')) && existsSync(join(pki, 'intermediate.crt'))) {
      const root = readFileSync(join(pki, 'root.crt'), 'utf8')
      try {
        await httpsStatus(`https://localhost:${options.portalPort}/login`, root)
        await httpsStatus(`https://localhost:${options.apiPort}/demo/`, root)
        const intermediate = readFileSync(join(pki, 'intermediate.crt'), 'utf8')
        return { child, root, spki: [spkiHash(root), spkiHash(intermediate)] }
      } catch {
        /* certificates still being issued */
      }
    }
    await sleep(200)
  }
  throw new Error(`caddy did not start: ${log}`)
}
