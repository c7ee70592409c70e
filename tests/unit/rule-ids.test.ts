// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// docs/product-rules.md defines the ids; code comments and test titles cite them.
const RULES = 'docs/product-rules.md'
const CITING = ['src', 'mock-api', 'tests']
const SOURCE = /\.(ts|tsx|js|mjs|css|html)$/
const SKIP = new Set(['node_modules', 'dist'])

const defined = (): Set<string> => {
  const prefixes = [...readFileSync(RULES, 'utf8').matchAll(/^\| `([A-Z]+)`/gm)].map(
    (m) => m[1] ?? '',
  )
  const ids = [...readFileSync(RULES, 'utf8').matchAll(/^- \*\*([A-Z]+-\d+)\*\*/gm)].map(
    (m) => m[1] ?? '',
  )
  expect(prefixes.length, `no prefixes found in ${RULES}'s index`).toBeGreaterThan(0)
  return new Set([...ids, ...prefixes.map((p) => `prefix:${p}`)])
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return []
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return SOURCE.test(name) ? [path] : []
  })
}

/** Every id cited under src/, mock-api/ and tests/, with the files that cite it. */
function cited(prefixes: string[]): Map<string, string[]> {
  const pattern = new RegExp(`\\b(?:${prefixes.join('|')})-\\d+\\b`, 'g')
  const where = new Map<string, string[]>()
  for (const file of CITING.flatMap(files)) {
    if (file === join('tests', 'unit', 'rule-ids.test.ts')) continue
    for (const [id] of readFileSync(file, 'utf8').matchAll(pattern))
      where.set(id, [...new Set([...(where.get(id) ?? []), relative('.', file)])])
  }
  return where
}

describe('rule ids (docs/product-rules.md)', () => {
  const ids = defined()
  const prefixes = [...ids].filter((id) => id.startsWith('prefix:')).map((id) => id.slice(7))
  const cites = cited(prefixes)

  it('every id cited in src/, mock-api/ or tests/ exists', () => {
    const missing = [...cites]
      .filter(([id]) => !ids.has(id))
      .map(([id, at]) => `${id} (${at.join(', ')})`)
    expect(missing, `cited but not in ${RULES}`).toEqual([])
  })

  it('lists the ids nothing cites (a warning)', () => {
    const uncited = [...ids].filter((id) => !id.startsWith('prefix:') && !cites.has(id))
    if (uncited.length)
      console.warn(
        `rule ids nothing in ${CITING.join('/, ')}/ cites (${uncited.length}):\n${uncited.join(' ')}`,
      )
    expect(ids.size).toBeGreaterThan(uncited.length)
  })
})
