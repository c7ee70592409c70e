// Pictures of every page for the README (`npm run screenshots`): phone and desktop, light and
// dark, written to docs/screenshots/<page>-<phone|desktop>-<light|dark>.png. It builds into its
// own folder and serves it on its own port, so it runs beside a dev server or the e2e suite.
// SCREENSHOTS_PORT (4460), SCREENSHOTS_OUTDIR (/tmp/flow-screenshots-dist), SCREENSHOTS_ONLY
// (comma-separated page names) and SCREENSHOTS_SKIP_BUILD=1 change what it does.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, statSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import { pagesByAccount } from '../tests/pages-by-account'

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4460)
const OUTDIR = process.env.SCREENSHOTS_OUTDIR ?? '/tmp/flow-screenshots-dist'
const BASE = `http://127.0.0.1:${PORT}`
const TARGET = 'docs/screenshots'
const PASSWORD = 'demo1234'
const ONLY = process.env.SCREENSHOTS_ONLY?.split(',')
const env = { ...process.env, DEMO_LATENCY_MS: '0', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }

type Target = { name: string; path: string; account: string | null }

/**
 * /login, then each page of the side menu (each tab a page, named by its last part) once per
 * device and theme, as the first kind of demo account that may open it (an admin first).
 */
function targets(): Target[] {
  const out: Target[] = [{ name: 'login', path: '/login', account: null }]
  for (const { email, paths } of pagesByAccount())
    for (const path of paths)
      if (!out.some((t) => t.path === path))
        out.push({ name: path.split('/').at(-1) ?? path, path, account: email })
  return out
}

type Section = Target & { account: string; region: string; prepare?: (page: Page) => Promise<void> }
/** Cards below a page's first screen (issue 40's), each shot on its own. */
const SECTIONS: Section[] = [
  {
    name: 'team-invite-link',
    path: '/app/team',
    account: 'admin@acme.test',
    region: 'Invite link',
    prepare: async (page) => {
      const create = page.getByRole('button', { name: 'Create invite link' })
      if (await create.isVisible()) await create.click()
      await page.getByRole('textbox', { name: 'Link' }).waitFor()
    },
  },
  {
    name: 'organization-directory-sync',
    path: '/app/settings/organization',
    account: 'bigadmin@bigcorp.test',
    region: 'Directory sync',
  },
  {
    name: 'organization-domains',
    path: '/app/settings/organization',
    account: 'bigadmin@bigcorp.test',
    region: 'Domains',
  },
]

// Device pixel ratio 1 keeps each picture well under 200 KB.
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
}
const THEMES = ['light', 'dark'] as const
type Theme = (typeof THEMES)[number]

function build() {
  if (process.env.SCREENSHOTS_SKIP_BUILD === '1') return
  const run = (args: string[]) => {
    const result = spawnSync('npx', args, { env, stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`npx ${args.join(' ')} failed`)
  }
  run(['tsr', 'generate'])
  run(['vite', 'build', '--outDir', OUTDIR, '--logLevel', 'warn'])
}

async function startServer() {
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      OUTDIR,
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--strictPort',
    ],
    { env, stdio: 'ignore', detached: true },
  )
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${BASE}/login`)).ok) return server
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  server.kill()
  throw new Error(`preview server did not start on port ${PORT}`)
}

async function signIn(page: Page, email: string) {
  await page.goto(`${BASE}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

async function shoot(page: Page, target: Target | Section, device: string, theme: Theme) {
  await page.goto(`${BASE}${target.path}`)
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.waitForLoadState('networkidle')
  // No caret or spinner frame in the picture.
  await page.addStyleTag({ content: '*{caret-color:transparent!important}' })
  const file = `${TARGET}/${target.name}-${device}-${theme}.png`
  if ('region' in target) {
    await target.prepare?.(page)
    await page
      .getByRole('region', { name: target.region })
      .screenshot({ path: file, animations: 'disabled' })
  } else await page.screenshot({ path: file, animations: 'disabled' })
  console.log(`${file} ${Math.round(statSync(file).size / 1024)} KB`)
}

async function main() {
  mkdirSync(TARGET, { recursive: true })
  build()
  const server = await startServer()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
  })
  try {
    await fetch(`${BASE}/demo/reset`, { method: 'POST' })
    const shots = [...targets(), ...SECTIONS].filter((p) => !ONLY || ONLY.includes(p.name))
    const accounts = [...new Set(shots.map((p) => p.account))]
    for (const [device, options] of Object.entries(DEVICES))
      for (const theme of THEMES)
        for (const account of accounts) {
          const context = await browser.newContext({ ...options, colorScheme: theme })
          const page = await context.newPage()
          if (account) await signIn(page, account)
          for (const target of shots.filter((p) => p.account === account))
            await shoot(page, target, device, theme)
          await context.close()
        }
  } finally {
    await browser.close()
    if (server.pid) process.kill(-server.pid)
  }
}

await main()
