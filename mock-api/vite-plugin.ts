import type { Plugin } from 'vite'
import { setDefaultLatency } from './config'
import { handlers } from './index'
import { createDemoMiddleware } from './node-adapter'

/**
 * Serves the demo backend on the dev and preview servers' own origin. Only loaded by vite.config.ts,
 * so none of it reaches the client bundle. Latency: DEMO_LATENCY_MS (default 150 ms here).
 */
export function demoBackend(): Plugin {
  setDefaultLatency(150)
  const middleware = createDemoMiddleware(handlers)
  return {
    name: 'flow-demo-backend',
    configureServer(server) {
      server.middlewares.use(middleware)
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware)
    },
  }
}
