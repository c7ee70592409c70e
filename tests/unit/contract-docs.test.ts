// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderContractDocs } from '../../scripts/contract-docs'

describe('generated API docs', () => {
  it('docs/openapi.json and docs/api.md match the contract (run `npm run contract`)', async () => {
    for (const [path, text] of Object.entries(await renderContractDocs()))
      expect(readFileSync(path, 'utf8') === text, `${path} is stale: run npm run contract`).toBe(
        true,
      )
  })
})
