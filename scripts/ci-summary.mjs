// Adds up Vitest's and Playwright's JSON reports into the one line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs'

const [unitPath, e2ePath] = process.argv.slice(2)
let passed = 0
let failed = 0

if (unitPath && existsSync(unitPath)) {
  const unit = JSON.parse(readFileSync(unitPath, 'utf8'))
  passed += unit.numPassedTests ?? 0
  failed += (unit.numFailedTests ?? 0) + (unit.numRuntimeErrorTestSuites ?? 0)
} else failed += 1

if (e2ePath && existsSync(e2ePath)) {
  const { stats } = JSON.parse(readFileSync(e2ePath, 'utf8'))
  // A flaky test (failed, then passed on a retry) counts as failed: a retry never hides a flake.
  passed += stats?.expected ?? 0
  failed += (stats?.unexpected ?? 0) + (stats?.flaky ?? 0)
} else failed += 1

console.log(`${passed} passed, ${failed} failed`)
