import { expect, test } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// Strings only the devtools carry: their panels' texts, storage keys and class names (UX-11).
const DEVTOOLS =
  /TanStack Router Devtools|tanstackRouterDevtools|TanstackQueryDevtools|tsqd-|_goober/

test('the production build holds none of the router or query devtools (UX-11)', () => {
  const assets = join(process.env.E2E_OUTDIR ?? 'dist', 'assets')
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'))
  expect(files.length).toBeGreaterThan(5)
  for (const file of files)
    expect(readFileSync(join(assets, file), 'utf8'), file).not.toMatch(DEVTOOLS)
})

test('the markers would find the devtools if they were there (UX-11)', () => {
  const sources = [
    'node_modules/@tanstack/router-devtools-core/dist',
    'node_modules/@tanstack/query-devtools/build',
  ]
  for (const dir of sources) {
    const code = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n')
    expect(code, dir).toMatch(DEVTOOLS)
  }
})
