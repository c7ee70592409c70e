// @vitest-environment node
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Code says "organisation"; UI text keeps the SPEC's words, and a route file is named by the URL
// the SPEC gives (/app/settings/organization).
const URL_NAMED = new Set(['src/app/routes/app/settings/organization.tsx'])

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? files(path) : [path]
  })
}

describe('one spelling in code', () => {
  it('names no source or test file "organization", but for the URL the SPEC gives', () => {
    const names = ['src', 'mock-api', 'tests', 'scripts'].flatMap(files)
    expect(names.length).toBeGreaterThan(100)
    expect(names.filter((path) => /organization/i.test(path) && !URL_NAMED.has(path))).toEqual([])
  })
})
