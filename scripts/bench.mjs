// Performance figures of the production build (`npm run bench`; it builds first), each beside its
// goal, in one markdown table. Only the /login byte budget is enforced in CI (e2e).
// BENCH_PROFILE: production (default: Caddy, HTTP/2 + TLS, the demo API on its own https origin)
// or preview (`vite preview`, the demo backend on the same origin). BENCH_RUNS (5), BENCH_PORT
// (4400 and up), BENCH_OUTDIR, DEMO_LATENCY_MS (150), BENCH_ONLY (login, deep, team, audit, inp,
// lighthouse; default all), BENCH_BUILD=skip (reuse the last build of the same profile).
// Scripts in scripts/bench/.
import { chromium } from '@playwright/test'
import { benchAudit } from './bench/audit-log.mjs'
import { buildPortalAndBare } from './bench/build.mjs'
import { deepLinks } from './bench/deep-links.mjs'
import { formVersusBare, loginBytes, loginTexts } from './bench/first-load.mjs'
import { origins, startHost } from './bench/hosts.mjs'
import { interactionFigures } from './bench/interactions.mjs'
import { lighthouseFigures } from './bench/lighthouse.mjs'
import { benchTeam } from './bench/team-filters.mjs'
import { benchUsage } from './bench/usage.mjs'
import { catalogClick, warmClicks } from './bench/warm-clicks.mjs'
import {
  CHROMIUM,
  FLAGS,
  LATENCY,
  PROFILE,
  RUNS,
  fail,
  printTable,
  record,
  want,
} from './bench/settings.mjs'

if (!['production', 'preview'].includes(PROFILE))
  throw new Error(`BENCH_PROFILE must be production or preview, not ${PROFILE}`)

if (process.env.BENCH_BUILD !== 'skip')
  buildPortalAndBare(PROFILE === 'production' ? origins(PROFILE).api : undefined)
const host = await startHost(PROFILE)
const { base } = host
// Ctrl-C still stops the servers, which run in their own process groups.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    host.stop()
    process.exit(130)
  })
console.log(`Portal ${base}, API ${host.api}`)
try {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...FLAGS.filter((f) => f !== '--headless=new'), ...host.flags],
  })
  // Read before the browser closes: Lighthouse runs its own Chromium afterwards.
  const texts = want('lighthouse') ? await loginTexts(browser, base) : undefined
  if (want('login')) {
    await loginBytes(browser, base).catch(fail('/login JavaScript'))
    await formVersusBare(browser, base).catch(fail('Sign-in form versus bare page'))
  }
  if (want('deep')) await deepLinks(browser, base).catch(fail('Cold deep links'))
  if (want('team')) {
    await warmClicks(browser, base).catch(fail('BigCorp team and warm clicks'))
    await benchTeam(browser, base)
      .then((figures) => figures.forEach((f) => record(f.name, f.value, f.unit, f.budget, f.ok)))
      .catch(fail('BigCorp team filters and selection'))
    await catalogClick(browser, base).catch(fail('Catalog first 50 events'))
  }
  if (want('audit')) await benchAudit(browser, base).catch(fail('BigCorp audit log'))
  if (want('usage')) await benchUsage(browser, base).catch(fail('BigCorp usage'))
  if (want('inp'))
    await interactionFigures(browser, base, host.reset).catch(fail('Interaction to next paint'))
  await browser.close()
  if (want('lighthouse')) await lighthouseFigures(base, host.flags, texts).catch(fail('Lighthouse'))
} finally {
  host.stop()
}

const served =
  PROFILE === 'production'
    ? 'Caddy, HTTP/2 + TLS, API on its own origin'
    : 'vite preview, HTTP/1.1, API on the same origin'
printTable(
  `Performance (${PROFILE} profile: ${served}; Chromium, API latency ${LATENCY} ms, median of ${RUNS} runs)`,
)
