import { createServer, type ServerResponse } from 'node:http'
import { extraSourceOrigins, setDefaultLatency, setHomePortal } from './config'
import { applyCors } from './cors'
import { handlers } from './index'
import { BASELINE_HEADERS } from './lib/http'
import { createDemoMiddleware } from './node-adapter'

/**
 * `npm run demo:api`: the demo backend on its own origin, as a real API would be, for a portal
 * built with VITE_API_URL=<this origin> and VITE_AUTH_URL=<this origin>/auth/v1.
 * DEMO_API_PORT (4000), DEMO_API_HOST (127.0.0.1), DEMO_LATENCY_MS (150), DEMO_SOURCE_ORIGINS
 * (the portal origins allowed to call it and to receive sessions from the sign-in pages), and
 * DEMO_API_PUBLIC_URL when a proxy (TLS) stands in front: the address its links must carry.
 * Its pages link back to the first portal origin.
 */

setDefaultLatency(150)
setHomePortal(extraSourceOrigins()[0] ?? '')

const port = Number(process.env.DEMO_API_PORT ?? 4000)
const host = process.env.DEMO_API_HOST ?? '127.0.0.1'
const publicUrl = process.env.DEMO_API_PUBLIC_URL
const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined
const middleware = createDemoMiddleware(handlers, { publicOrigin })

function answer(res: ServerResponse, status: number, code: string): void {
  if (res.headersSent) {
    res.end()
    return
  }
  res.writeHead(status, { ...BASELINE_HEADERS, 'Content-Type': 'application/json' })
  res.end(JSON.stringify({ detail: code.replace(/_/g, ' '), code }))
}

const server = createServer((req, res) => {
  if (applyCors(req, res)) return
  // The demo's index page is the one thing a person opens here by hand.
  if (req.url === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
    res.writeHead(302, { ...BASELINE_HEADERS, Location: '/demo/' })
    res.end()
    return
  }
  middleware(req, res, (error) => {
    if (error) console.error(error)
    answer(res, error ? 500 : 404, error ? 'internal_error' : 'not_found')
  })
})

server.listen(port, host, () => {
  const origins = extraSourceOrigins()
  console.log(`Demo API on ${publicOrigin ?? `http://${host}:${port}`}`)
  console.log(
    origins.length > 0
      ? `Portal origins (CORS and sign-in pages): ${origins.join(', ')}`
      : 'No portal origin allowed yet: set DEMO_SOURCE_ORIGINS=http://localhost:5173 (comma-separated)',
  )
})

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close()
    server.closeAllConnections()
    process.exit(0)
  })
