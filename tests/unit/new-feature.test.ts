// @vitest-environment node
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

// The generator must not rot: it writes a throwaway page (of an API extension) and a throwaway
// card into a copy of the repository (never into src/, where the other test files are running),
// and what it wrote must pass the compiler, the linter, knip and its own tests there. The copy
// goes in the end.

const ROOT = process.cwd()
// Built, reported or installed things, and the pictures: none of it is needed to check code.
const SKIP = new Set([
  'node_modules',
  '.git',
  'reports',
  'test-results',
  'playwright-report',
  '.tmp',
])
const SKIP_PATHS = [join('docs', 'screenshots')]

function copyRepository(): string {
  const copy = mkdtempSync(join(tmpdir(), 'new-feature-'))
  cpSync(ROOT, copy, {
    recursive: true,
    filter: (from) => {
      const path = relative(ROOT, from)
      const top = path.split(sep)[0] ?? ''
      return !SKIP.has(top) && !top.startsWith('dist') && !SKIP_PATHS.includes(path)
    },
  })
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(copy, 'node_modules'))
  return copy
}

/** The parent run's own variables would make a nested Vitest think it is one of its workers. */
const childEnv = () => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|TEST$)/.test(name)),
  ),
  NO_COLOR: '1',
})

/** Runs a command in the copy; resolves with its output, rejects with it on failure. */
function run(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd, env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    const started = Date.now()
    child.on('close', (code) => {
      console.log(
        `npx ${args.slice(0, 2).join(' ')}: ${Math.round((Date.now() - started) / 1000)} s`,
      )
      if (code === 0) resolve(output)
      else reject(new Error(`npx ${args.join(' ')}:\n${output}`))
    })
  })
}

/** What the generator writes or appends to, besides generated docs. */
const written = [
  'src/features/throwaway-page',
  'src/features/throwaway-card',
  'src/app/routes/app/throwaway-page.tsx',
  'src/app/shell/nav-items.ts',
  'src/shared/contract/features',
  'mock-api/features',
]

const TESTS = [
  'src/features/throwaway-page',
  'src/features/throwaway-card',
  'mock-api/contract.test.ts',
  'tests/unit/rule-ids.test.ts',
]

describe('npm run new:feature', () => {
  it('writes a page and a card that pass tsc, ESLint, knip and their own tests', async () => {
    const copy = copyRepository()
    try {
      const page = await run(copy, [
        'tsx',
        'scripts/new-feature.ts',
        'throwaway-page',
        '--page',
        '/app/throwaway-page',
        '--endpoint',
        'GET /api/v1/throwaway/items',
        '--extension',
        'throwaway',
      ])
      expect(page).toContain('Left to decide:')
      await run(copy, ['tsx', 'scripts/new-feature.ts', 'throwaway-card'])
      // Their own tests, and those that read every call and rule id: first and alone, as they
      // wait for what they render and the checks below would slow them down.
      const tests = await run(copy, ['vitest', 'run', ...TESTS])
      // The other checks of `npm test`, side by side; each ends before the copy goes.
      const lint = async () => {
        await run(copy, ['prettier', '--check', ...written, 'docs/product-rules.md', 'docs/api.md'])
        await run(copy, ['eslint', '--max-warnings', '0', ...written])
        await run(copy, ['knip'])
      }
      const results = await Promise.allSettled([run(copy, ['tsc', '-b', '--noEmit']), lint()])
      const failed = results.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
      expect(tests).toMatch(new RegExp(`Test Files\\s+${TESTS.length} passed`))
    } finally {
      // The link first, on its own: removing the copy must never reach the real node_modules.
      rmSync(join(copy, 'node_modules'), { force: true })
      rmSync(copy, { recursive: true, force: true })
    }
  }, 300_000)
})
