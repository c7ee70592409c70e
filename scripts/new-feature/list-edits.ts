import type { FeatureNames } from './names'

/**
 * The few lists the generator appends to, each an edit of one file's text: the contract's and
 * the demo's feature indexes, the side menu, and the product rules. Every edit fails loudly when
 * its anchor is gone, rather than write to a place nobody reads.
 */

type Edit = (text: string) => string

function anchor(text: string, marker: string, file: string): number {
  const at = text.indexOf(marker)
  if (at < 0) throw new Error(`${file}: "${marker}" not found; has the list moved?`)
  return at + marker.length
}

/** Adds `entry` as the last item of the `[…]` or `{…}` that `marker` opens. */
const appendItem =
  (file: string, marker: string, entry: string): Edit =>
  (text) => {
    let depth = 1
    let at = anchor(text, marker, file)
    for (; at < text.length && depth > 0; at++) {
      const char = text.charAt(at)
      if ('[{('.includes(char)) depth++
      else if (']})'.includes(char)) depth--
    }
    const close = at - 1
    const before = text.slice(0, close).trimEnd()
    const comma = before.endsWith('[') || before.endsWith('{') || before.endsWith(',') ? '' : ','
    return `${before}${comma}\n  ${entry},\n${text.slice(close)}`
  }

/** Adds an import after the file's last import (or first, when it has none). */
const addImport =
  (line: string): Edit =>
  (text) => {
    const imports = [...text.matchAll(/^import .*$/gm)]
    const last = imports.at(-1)
    if (!last) return `${line}\n${text}`
    const end = last.index + last[0].length
    return `${text.slice(0, end)}\n${line}${text.slice(end)}`
  }

const both =
  (...edits: Edit[]): Edit =>
  (text) =>
    edits.reduce((out, edit) => edit(out), text)

/** GitHub's anchor of a heading: `Audit log (AUDITLOG)` → `audit-log-auditlog`. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replaceAll(' ', '-')

function rules(n: FeatureNames): Edit {
  const heading = `${n.title} (${n.prefix})`
  const what = `the organisation's ${n.title.toLowerCase()} items by name`
  const server = n.extension
    ? ` on a server with the \`${n.extension}\` extension (GET /api/v1/capabilities; hidden without it)`
    : ''
  const first = n.page
    ? `${n.page}, \`${n.title}\` in the side menu${server}, lists ${what} to everyone in it`
    : `A card titled \`${n.title}\`${server} lists ${what}`
  const section = [
    `## ${heading}`,
    '',
    "_Source: yet to decide (the issue or the specification's sections it comes from)._",
    '',
    `- **${n.prefix}-1** [team] ${first}; with none it says \`Nothing to show yet\`.`,
    ...(n.page
      ? [
          `- **${n.prefix}-2** [team] A failed load shows the page's error with \`Try again\` (ROUTE-6).`,
        ]
      : []),
  ].join('\n')
  const row = `| \`${n.prefix}\` | [${n.title}](#${slug(heading)}) | none (yet to decide) |`
  return (text) => {
    if (new RegExp(`^\\| \`${n.prefix}\``, 'm').test(text))
      throw new Error(`docs/product-rules.md already has the prefix ${n.prefix}: pick --prefix`)
    const index = anchor(text, '## Index', 'docs/product-rules.md')
    const rows = [...text.slice(index).matchAll(/^\|.*$/gm)]
    let last = rows[0]
    for (const next of rows.slice(1)) {
      if (!last || next.index !== last.index + last[0].length + 1) break
      last = next
    }
    if (!last) throw new Error('docs/product-rules.md: the index table is gone')
    const end = index + last.index + last[0].length
    return `${text.slice(0, end)}\n${row}${text.slice(end).trimEnd()}\n\n${section}\n`
  }
}

/** File → its edit. */
export function listEdits(n: FeatureNames): Record<string, Edit> {
  const edits: Record<string, Edit> = {
    'src/shared/contract/features/index.ts': both(
      addImport(`import { ${n.camel}Endpoints } from './${n.kebab}.endpoints'`),
      appendItem('contract index', 'export const featureEndpoints = {', `...${n.camel}Endpoints`),
    ),
    'mock-api/features/index.ts': both(
      addImport(`import { ${n.camel}Demo } from './${n.kebab}'`),
      appendItem(
        'demo index',
        'export const DEMO_FEATURES: readonly DemoFeature[] = [',
        `${n.camel}Demo`,
      ),
    ),
    'docs/product-rules.md': rules(n),
  }
  if (n.page)
    edits['src/app/shell/nav-items.ts'] = appendItem(
      'src/app/shell/nav-items.ts',
      'export const NAV_ITEMS: readonly NavItem[] = [',
      `// ${n.prefix}-1: its place in the menu and who sees it (\`needs\`) are yet to decide.\n  { label: '${n.title}', to: '${n.page}', keywords: []${n.extension ? `, extension: '${n.extension}'` : ''} }`,
    )
  return edits
}
