import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { fileURLToPath, URL } from 'node:url'
import { demoBackend } from './mock-api/vite-plugin'
import { securityHeaders } from './scripts/security-headers'
import { INLINE_SCRIPTS, indexHtml } from './scripts/index-html'
import { precompressed } from './scripts/precompressed'
import { appEnv } from './scripts/app-env'
import { SHARED_CHUNK, compileHint } from './scripts/compile-hints'
import { DEMO_TEST_ENV } from './mock-api/test-env'
import rulesTests from './tests/rules-tests.json'

/** The one test file that needs a process of its own (see `test.projects`). */
const REAL_SERVERS = 'mock-api/node-adapter.test.ts'
/** Tests of the features' and entities' model/ and lib/ .ts files: plain functions ('rules'). */
const RULES = rulesTests.files
/** Everything else renders or calls the demo backend: jsdom, msw and Testing Library. */
const PAGE_TESTS = {
  environment: 'jsdom',
  setupFiles: ['./tests/vm-globals.ts', './tests/setup.ts'],
} as const

/** Libraries and the shared layers (UI kit, entities, API client): by folder, never by file name. */
const SHARED = /\/node_modules\/|\/src\/(shared|entities)\//

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
      appEnv(env),
      react(),
      tailwindcss(),
      useDemo && demoBackend(),
      securityHeaders(env, INLINE_SCRIPTS),
      indexHtml(env),
      precompressed(),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Vite's record of the chunk graph: tests/e2e/build-output.spec.ts holds index.html's code map to it.
      manifest: true,
      // Every browser with modulepreload (Chrome 66, Firefox 115, Safari 17) needs no polyfill; an
      // older Safari only loses the hint. ~0.4 KiB off /login's first load (docs/performance.md).
      modulePreload: { polyfill: false },
      rolldownOptions: {
        ...(benchBare ? { input: 'bench/bare.html' } : {}),
        output: {
          // V8 compiles the chunks scripts/compile-hints.ts names as they stream in.
          postBanner: compileHint,
          codeSplitting: {
            groups: [
              // What the entry imports statically, in one file: /login's code in one download.
              { name: 'first-load', tags: ['$initial'], priority: 1 },
              // What two or more lazy pages share, in one file rather than a sliver per module.
              { name: SHARED_CHUNK, test: SHARED, minShareCount: 2, priority: 0 },
            ],
          },
        },
      },
      ...(benchBare ? { emptyOutDir: false } : {}),
    },
    test: {
      // Vitest's default leaves one core idle: on a 2-core CI machine that is half of it.
      maxWorkers: '100%',
      globals: false,
      restoreMocks: true,
      testTimeout: 15000,
      env: DEMO_TEST_ENV,
      projects: [
        // A feature's or entity's rules and helpers (model/, lib/) are plain functions of their
        // input: no page, no network, no state between calls. They share one module graph and one
        // jsdom (for the browser's languages), without the demo backend, msw and Testing Library
        // that every other file sets up again.
        {
          extends: true,
          test: { name: 'rules', environment: 'jsdom', isolate: false, include: [RULES] },
        },
        // Each file in a fresh VM context of one long-lived process: as isolated as a process of
        // its own, without starting one and jsdom per file (on 2 cores the run took 362 s, not 573).
        {
          extends: true,
          test: {
            ...PAGE_TESTS,
            name: 'vm',
            pool: 'vmForks',
            include: [
              'src/**/*.test.{ts,tsx}',
              'mock-api/**/*.test.ts',
              'tests/unit/**/*.test.{ts,tsx}',
            ],
            exclude: ['**/node_modules/**', REAL_SERVERS, RULES],
          },
        },
        // Starts real Vite servers, whose native Rolldown binding cannot run in a VM context. (A
        // project extending the root adds to the root's lists: each project names its own files.)
        {
          extends: true,
          test: { ...PAGE_TESTS, name: 'servers', pool: 'forks', include: [REAL_SERVERS] },
        },
      ],
    },
  }
})
