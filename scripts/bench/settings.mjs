// What every part of the bench shares: its settings (environment variables), the browser flags
// and the results table.
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** production (Caddy over HTTP/2 + TLS, the API on its own origin) or preview (vite preview). */
export const PROFILE = process.env.BENCH_PROFILE ?? 'production'
export const RUNS = Number(process.env.BENCH_RUNS ?? 5)
export const LATENCY = Number(process.env.DEMO_LATENCY_MS ?? 150)
/** Ports from BENCH_PORT up: portal, API, demo backend, Caddy's unused plain-http port. */
export const PORT = Number(process.env.BENCH_PORT ?? 4400)
// Outside dist/: the production profile's build points at another API than the demo's.
export const OUTDIR = process.env.BENCH_OUTDIR ?? join(tmpdir(), 'flow-bench', 'dist')
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const BARE = '/bench/bare.html'
const ONLY = process.env.BENCH_ONLY?.split(',')
/** BENCH_ONLY=login,deep,team,audit,inp,lighthouse (any of them) runs only those groups. */
export const want = (group) => !ONLY || ONLY.includes(group)

export const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
]

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export const rows = []
/** One line of the table: value with its unit, the goal in words, and whether it is met. */
export const record = (name, value, unit, goal, ok) => rows.push({ name, value, unit, goal, ok })
export const fail = (name) => (e) =>
  record(name, `error: ${String(e?.message ?? e).split('\n')[0]}`, '', '', false)

export function printTable(title) {
  console.log(`\n${title}\n`)
  console.log('| figure | value | goal | |\n|---|---|---|---|')
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.value}${r.unit ? ` ${r.unit}` : ''} | ${r.goal} | ${r.ok ? 'ok' : 'OVER'} |`,
    )
}
