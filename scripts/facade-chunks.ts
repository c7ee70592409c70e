import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** What a re-export-only file stands for: the file holding the code and the names it exports. */
export interface Facade {
  /** The file to load instead (its name in the bundle). */
  target: string
  /** [name the importer reads, the target's own export name] */
  names: [string, string][]
}

// The two shapes Rolldown writes for a dynamic import whose module lives in a grouped chunk
// (rolldown/rolldown#9729): a bare re-export, and an import bound to a local and exported.
const REEXPORT = /^export\{([^}]+)\}from"\.\/([^"/]+)";?$/
const REBOUND =
  /^import\{([\w$]+) as ([\w$]+)\}from"\.\/([^"/]+)";var ([\w$]+)=\2;export\{\4 as ([\w$]+)\};?$/

const dirOf = (fileName: string) => fileName.slice(0, fileName.lastIndexOf('/') + 1)
const baseOf = (fileName: string) => fileName.slice(fileName.lastIndexOf('/') + 1)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The chunk's target and names when all it does is re-export another chunk's bindings. */
export function facadeOf(chunk: OutputChunk): Facade | undefined {
  if (chunk.isEntry || chunk.imports.length !== 1) return undefined
  // Leading line comments (a compile hint) are not code.
  const code = chunk.code.replace(/^(\/\/[^\n]*\n)+/, '').trim()
  const plain = REEXPORT.exec(code)
  const names: [string, string][] | undefined = plain?.[1]?.split(',').map((part) => {
    const [local = '', exported = local] = part.split(' as ')
    return [exported, local]
  })
  const rebound = REBOUND.exec(code)
  const file = plain?.[2] ?? rebound?.[3]
  const found = names ?? (rebound ? [[rebound[5] ?? '', rebound[1] ?? '']] : undefined)
  const target = file === undefined ? undefined : `${dirOf(chunk.fileName)}${file}`
  return target !== undefined && target === chunk.imports[0] && found
    ? { target, names: found }
    : undefined
}

/** Facade files by name, except any a chunk imports statically (that import must stay). */
export function facadesIn(bundle: OutputBundle): Map<string, Facade> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')
  const facades = new Map<string, Facade>()
  for (const chunk of chunks) {
    const facade = facadeOf(chunk)
    if (facade && !chunks.some((other) => other.imports.includes(chunk.fileName)))
      facades.set(chunk.fileName, facade)
  }
  return facades
}

/**
 * Points every dynamic import of a facade at the file it re-exports (picking the names out) and
 * drops the facade: one file fewer to request per page, each of which waited its turn on a cold
 * load's connections (#17).
 */
export function dropFacades(bundle: OutputBundle): void {
  const facades = facadesIn(bundle)
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || facades.has(file.fileName)) continue
    for (const [name, { target, names }] of facades) {
      const picked = names.map(([exported, local]) => `${exported}:m.${local}`).join(',')
      file.code = file.code
        .replace(
          new RegExp(`import\\((["'\`])\\./${escape(baseOf(name))}\\1\\)`, 'g'),
          (_, quote: string) =>
            `import(${quote}./${baseOf(target)}${quote}).then(m=>({${picked}}))`,
        )
        // Vite's preload lists name files from the root.
        .replaceAll(`"${name}"`, `"${target}"`)
      if (file.code.includes(baseOf(name)))
        throw new Error(
          `${file.fileName} still refers to ${name} in a way this build cannot rewrite`,
        )
      file.dynamicImports = [
        ...new Set(file.dynamicImports.map((n) => facades.get(n)?.target ?? n)),
      ]
    }
  }
  for (const name of facades.keys()) delete bundle[name]
}

/** The build without re-export-only files (index.html's code map already skips them). */
export const facadeChunks = (): Plugin => ({
  name: 'facade-chunks',
  apply: 'build',
  generateBundle: { order: 'post', handler: (_options, bundle) => dropFacades(bundle) },
})
