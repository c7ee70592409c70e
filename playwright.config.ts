import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { DEMO_TEST_ENV } from './mock-api/test-env'
import { WORKERS, serverPort, workerBaseURL } from './tests/e2e/servers'

// A private port and build folder (E2E_PORT, E2E_OUTDIR) let several runs share a machine.
const OUTDIR = process.env.E2E_OUTDIR
// Debian's build of Chromium's headless shell, the browser Playwright itself runs headless: it
// skips the full browser's window machinery, and the browser tests take ~15% less time.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const BROWSER =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export default defineConfig({
  testDir: './tests/e2e',
  // Each worker has a demo backend of its own (tests/e2e/servers.ts); a file's tests run in
  // order on one, resetting it when they change data.
  workers: WORKERS,
  fullyParallel: false,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL: workerBaseURL(),
    // CI keeps no artifacts, and recording every test's trace costs about a sixth of the run.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: BROWSER,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Every journey on a desktop window; the narrow layouts have their own specs below.
    { name: 'desktop', testIgnore: /responsive\.spec\.ts/ },
    // Each view at a phone's width and again at a tablet's (768 px, tests/e2e/fit.ts).
    {
      name: 'phone',
      testMatch: /responsive\.spec\.ts/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  // One server per worker. Playwright starts them in order, each once the one before answers,
  // so with E2E_OUTDIR the first builds the private folder that all of them serve.
  webServer: Array.from({ length: WORKERS }, (_, index) => {
    const port = serverPort(index)
    const preview = `npx vite preview${OUTDIR ? ` --outDir ${OUTDIR}` : ''} --port ${port} --strictPort`
    return {
      command: OUTDIR && index === 0 ? `npx vite build --outDir ${OUTDIR} && ${preview}` : preview,
      url: `http://localhost:${port}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: { ...DEMO_TEST_ENV, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    }
  }),
})
