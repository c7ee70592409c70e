import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { fileURLToPath, URL } from 'node:url'
import { demoBackend } from './mock-api/vite-plugin'
import { securityHeaders } from './scripts/security-headers'
import { INLINE_SCRIPTS, indexHtml } from './scripts/index-html'
import { precompressed } from './scripts/precompressed'
import { compileHints } from './scripts/compile-hints'
import { facadeChunks } from './scripts/facade-chunks'

const isSharedAppModule = (id: string): boolean =>
  /\/src\/(shared|entities)\/|node_modules\/(@radix-ui|radix-ui|lucide-react|@floating-ui|react-remove-scroll|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es|tailwind-merge|clsx|class-variance-authority|@tanstack\/(react-)?virtual|react-hook-form|@hookform|zod)\//.test(
    id,
  )

/**
 * The signed-in pages' frame (shell, menus, shortcut keys) and React Query's hooks: every /app
 * page's first render needs them. On their own they were five small files, each taking a turn
 * on the three connections a cold load's API calls leave free (HTTP/1.1 allows six per origin).
 * The command palette stays lazy.
 */
const isAppFrameModule = (id: string): boolean =>
  /\/src\/app\/shell\/(?!command-palette-host|commands)|\/src\/features\/command-palette\/model\/|node_modules\/@tanstack\/react-query\//.test(
    id,
  )

/** Route loaders and what they fetch with (no UI): grouped into one chunk by the build. */
const isDataModule = (id: string): boolean =>
  id.includes('tsr-split=loader') ||
  /\/src\/shared\/(api|contract)\/|\.(queries|api)\.ts$|\/(fetch|load)-[\w-]+\.ts$/.test(id)

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  // The demo backend answers on the same origin only when no real servers are configured.
  const useDemo = !env.VITE_API_URL && !env.VITE_AUTH_URL
  // `npm run bench` builds its bare React page in a second pass into the same dist/, so the
  // portal's chunks stay those of a production build (which never contains the page).
  const benchBare = process.env.BENCH_BARE === '1'
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders are split too: they pull in feature code and schemas /login does not need.
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader'],
            ['component'],
            ['pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
          // Most visits start at /login: its page ships in the entry, no second request wave.
          splitBehavior: ({ routeId }) => (routeId === '/login' ? [] : undefined),
        },
        routesDirectory: './src/app/routes',
        generatedRouteTree: './src/app/route-tree.gen.ts',
        quoteStyle: 'single',
        semicolons: false,
      }),
      react(),
      tailwindcss(),
      useDemo && demoBackend(),
      securityHeaders(env, INLINE_SCRIPTS),
      indexHtml(),
      facadeChunks(),
      compileHints(),
      precompressed(),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    build: {
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: {
        ...(benchBare ? { input: 'bench/bare.html' } : {}),
        // Everything the entry imports statically in one file: a cold /login asks for two
        // scripts, not sixteen slivers (six connections per origin over HTTP/1.1).
        output: {
          codeSplitting: {
            groups: [
              { name: 'first-load', tags: ['$initial'], priority: 2 },
              // Every route loader with the API client, contract and query factories in one file:
              // a page's data calls (and the gate's) wait for this one file, not a queue of slivers.
              { name: 'page-data', test: isDataModule, priority: 1 },
              // What the signed-in pages share (UI kit, entities, form and table libraries) in one
              // file: a cold deep link asks for a handful of files, not dozens of slivers.
              {
                name: 'app-common',
                test: (id) => isSharedAppModule(id) || isAppFrameModule(id),
                priority: 0,
              },
            ],
          },
        },
      },
      ...(benchBare ? { emptyOutDir: false } : {}),
    },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mock-api/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      testTimeout: 15000,
      env: { DEMO_LATENCY_MS: '0' },
    },
  }
})
