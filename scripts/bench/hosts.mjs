// The two ways the bench serves the portal. production: Caddy (caddy.mjs) in front of the static
// build and of `npm run demo:api`, two https origins; preview: `vite preview` with the demo
// backend on the page's own origin, over plain HTTP/1.1.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureCaddy, startCaddy } from './caddy.mjs'
import { LATENCY, OUTDIR, PORT, sleep } from './settings.mjs'

const stop = (child) => {
  try {
    process.kill(-child.pid)
  } catch {
    /* already gone */
  }
}

async function untilUp(url, what) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      /* not up yet */
    }
    await sleep(200)
  }
  throw new Error(`${what} did not start`)
}

/** The origins a profile serves: `base` (portal), `api`, `reset` (plain http, for the bench). */
export const origins = (profile) =>
  profile === 'preview'
    ? { base: `http://127.0.0.1:${PORT}`, api: `http://127.0.0.1:${PORT}` }
    : { base: `https://localhost:${PORT + 1}`, api: `https://localhost:${PORT + 2}` }

function startDemoApi(publicOrigin, portalOrigin) {
  const child = spawn('npx', ['tsx', 'mock-api/server.ts'], {
    env: {
      ...process.env,
      DEMO_API_PORT: String(PORT + 3),
      DEMO_API_HOST: '127.0.0.1',
      DEMO_API_PUBLIC_URL: publicOrigin,
      DEMO_SOURCE_ORIGINS: portalOrigin,
      DEMO_LATENCY_MS: String(LATENCY),
    },
    stdio: 'ignore',
    detached: true,
  })
  return child
}

/**
 * Starts the profile's servers. Returns the origins, Chromium's extra flags (trust in Caddy's
 * CA), a function resetting the demo data, and stop().
 */
export async function startHost(profile) {
  const { base, api } = origins(profile)
  if (profile === 'preview') {
    const server = spawn(
      'npx',
      [
        'vite',
        'preview',
        '--host',
        '127.0.0.1',
        '--port',
        String(PORT),
        '--strictPort',
        '--outDir',
        OUTDIR,
      ],
      {
        env: {
          ...process.env,
          DEMO_LATENCY_MS: String(LATENCY),
          VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
        },
        stdio: 'ignore',
        detached: true,
      },
    )
    await untilUp(`${base}/login`, 'vite preview').catch((e) => {
      stop(server)
      throw e
    })
    return {
      base,
      api,
      flags: [],
      reset: () => fetch(`${base}/demo/reset`, { method: 'POST' }),
      stop: () => stop(server),
    }
  }
  ensureCaddy()
  const demo = startDemoApi(api, base)
  const home = mkdtempSync(join(tmpdir(), 'flow-bench-caddy-'))
  const upstream = `http://127.0.0.1:${PORT + 3}`
  let caddy
  try {
    await untilUp(`${upstream}/demo/`, 'demo API')
    caddy = await startCaddy(
      {
        outDir: OUTDIR,
        portalPort: PORT + 1,
        apiPort: PORT + 2,
        upstreamPort: PORT + 3,
        httpPort: PORT + 4,
      },
      home,
    )
  } catch (e) {
    stop(demo)
    rmSync(home, { recursive: true, force: true })
    throw e
  }
  return {
    base,
    api,
    // Trusted as a real CA would be, so Chromium caches as it does for any valid site.
    flags: [`--ignore-certificate-errors-spki-list=${caddy.spki.join(',')}`],
    reset: () => fetch(`${upstream}/demo/reset`, { method: 'POST' }),
    stop: () => {
      stop(caddy.child)
      stop(demo)
      rmSync(home, { recursive: true, force: true })
    },
  }
}
