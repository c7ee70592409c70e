// `npm run new:feature -- <name> [--page /app/<path>] [--endpoint "GET /api/v1/<path>"] …`: a new
// feature that passes `npm test` as written, with every place it touches filled in (the list is
// docs/adding-a-feature.md). It then says what is left to decide. Runs in the current folder.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { endpoints } from '../src/shared/contract'
import { backendFiles, contractFile, demoFile } from './new-feature/backend-files'
import { featureFiles } from './new-feature/feature-files'
import { listEdits } from './new-feature/list-edits'
import { isUsageError, parseArgs, type FeatureNames } from './new-feature/names'

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

/** Refuses before writing anything: a name, a page or a call that exists already. */
function checkFree(n: FeatureNames, created: string[]) {
  const taken = created.filter((path) => existsSync(path))
  if (taken.length) throw new Error(`already there: ${taken.join(', ')}`)
  if (n.endpoint.name in endpoints)
    throw new Error(`the contract already has a call named ${n.endpoint.name}`)
  const path = n.endpoint.path
  if (Object.values(endpoints).some((e) => e.method === 'get' && e.path === path))
    throw new Error(`the contract already has GET ${path}`)
}

function leftToDecide(n: FeatureNames): string {
  const rules = `docs/product-rules.md, group ${n.prefix}`
  const steps = [
    `The rules (${rules}): where they come from, who may see ${n.title.toLowerCase()}, what it shows, its words. Tests cite the ids.`,
    `The shape of an item: ${contractFile(n)} (then npm run contract), the list in src/features/${n.kebab}/ui, and the test.`,
    `The demo seed: seedItems() in ${demoFile(n)}.`,
    n.page
      ? `The page's place: its entry is last in src/app/shell/nav-items.ts; move it, give it \`needs\` and keywords; a settings tab goes under \`tabs\`.`
      : `Its place: put <${n.pascal}Card /> in the page that holds it, export ${n.camel}Queries from its index.ts and load it in that page's route loader.`,
    ...(n.extension
      ? [
          `The \`${n.extension}\` extension: the menu hides the page without it, but its address then shows the page's error; send such a visitor elsewhere if that matters.`,
        ]
      : []),
    'Refusals beyond the usual ones (errors in the contract, `refused` in its scenario, messages in model/).',
    'Writes: a mutation hook in api/ and its call in the contract, by hand (docs/adding-a-feature.md).',
  ]
  return steps.map((step, i) => `  ${i + 1}. ${step}`).join('\n')
}

function main() {
  const names = parseArgs(process.argv.slice(2))
  const files = { ...featureFiles(names), ...backendFiles(names) }
  const edits = listEdits(names)
  checkFree(names, Object.keys(files))
  // Every edit is worked out before anything is written, so a missing anchor changes nothing.
  const edited = Object.entries(edits).map(
    ([path, edit]) => [path, edit(readFileSync(path, 'utf8'))] as const,
  )
  for (const [path, text] of [...Object.entries(files), ...edited]) {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
  }
  // The route tree and the API docs are generated from what was just written.
  if (names.page) run('npx', ['tsr', 'generate'])
  run('node', ['scripts/contract.mjs'])
  const written = [...Object.keys(files), ...Object.keys(edits)]
  run('npx', ['prettier', '--write', '--log-level', 'warn', ...written])
  console.log(`new feature ${names.kebab}:`)
  for (const path of [...written, 'docs/api.md', 'docs/openapi.json']) console.log(`  ${path}`)
  if (names.page) console.log('  src/app/route-tree.gen.ts')
  console.log(`\nLeft to decide:\n${leftToDecide(names)}\n\nThen: npm test.`)
}

try {
  main()
} catch (error) {
  console.error(isUsageError(error) ? error.message : String(error))
  process.exit(1)
}
