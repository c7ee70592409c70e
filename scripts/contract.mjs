// `npm run contract`: writes docs/openapi.json and docs/api.md from src/shared/contract.
import { writeFileSync } from 'node:fs'
import { runnerImport } from 'vite'

const { module } = await runnerImport('./scripts/contract-docs.ts', { configFile: false })
const files = await module.renderContractDocs()
for (const [path, text] of Object.entries(files)) {
  writeFileSync(path, text)
  console.log(`wrote ${path}`)
}
