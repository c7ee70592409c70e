/** What `npm run new:feature` was asked for, and every name the files it writes use. */

export type FeatureNames = {
  /** Folder and file names: `audit-log`. */
  kebab: string
  /** Identifiers: `auditLog`. */
  camel: string
  /** Components: `AuditLog`. */
  pascal: string
  /** What people read: `Audit log`. */
  title: string
  /** The product-rules group: `AUDITLOG` (ids `AUDITLOG-1` …). */
  prefix: string
  /** The page's URL path (`/app/audit-log`), or none: the feature is a card for a page to hold. */
  page: string | null
  /** The API extension its call belongs to (GET /api/v1/capabilities), or none: the SPEC's API. */
  extension: string | null
  endpoint: {
    /** The contract's name of the call: `getAuditLog`. */
    name: string
    method: 'get'
    path: string
    /** The query factory's entry: `auditLog` (`auditLogQueries.auditLog()`). */
    query: string
  }
}

export const USAGE = `npm run new:feature -- <name> [--page /app/<path>] [--endpoint "GET /api/v1/<path>"] [--extension <name>] [--prefix RULES]`

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/
const PAGE = /^\/app(\/[a-z][a-z0-9]*(-[a-z0-9]+)*)+$/
const API_PATH = /^\/api\/v1(\/[a-z][a-z0-9]*(-[a-z0-9]+)*)+$/

const words = (kebab: string) => kebab.split('-')
const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
export const camelCase = (kebab: string) =>
  words(kebab)
    .map((word, i) => (i === 0 ? word : upperFirst(word)))
    .join('')

class UsageError extends Error {}

function fail(message: string): never {
  throw new UsageError(`${message}\nusage: ${USAGE}`)
}

export const isUsageError = (error: unknown): error is Error => error instanceof UsageError

/** Reads `<name> [--page …] [--endpoint …] [--prefix …]`. */
export function parseArgs(argv: readonly string[]): FeatureNames {
  const flags = new Map<string, string>()
  const positional: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (!arg.startsWith('--')) positional.push(arg)
    else if (
      ['--page', '--endpoint', '--extension', '--prefix'].includes(arg) &&
      argv[i + 1] !== undefined
    )
      flags.set(arg.slice(2), argv[++i] ?? '')
    else fail(`unknown or incomplete option ${arg}`)
  }
  const [kebab, ...extra] = positional
  if (!kebab || extra.length) fail('give exactly one feature name')
  if (!KEBAB.test(kebab)) fail(`the name must be kebab-case (like audit-log), not "${kebab}"`)

  const page = flags.get('page') ?? null
  if (page !== null && !PAGE.test(page))
    fail(`--page must be a path under /app in kebab-case (like /app/${kebab}), not "${page}"`)

  const [method = '', path = '', ...rest] = (flags.get('endpoint') ?? `GET /api/v1/${kebab}`)
    .trim()
    .split(/\s+/)
  if (rest.length || method.toUpperCase() !== 'GET')
    fail(
      '--endpoint is one GET call for now (a mutation is added by hand: docs/adding-a-feature.md)',
    )
  if (!API_PATH.test(path))
    fail(`the endpoint's path must be /api/v1/… in kebab-case, without parameters, not "${path}"`)
  const query = camelCase(
    path
      .split('/')
      .slice(3)
      .filter((part) => part !== 'enterprise')
      .join('-'),
  )

  const extension = flags.get('extension') ?? null
  if (extension !== null && !KEBAB.test(extension))
    fail(`--extension must be kebab-case (like ${kebab}), not "${extension}"`)

  const prefix = flags.get('prefix') ?? kebab.replaceAll('-', '').toUpperCase()
  if (!/^[A-Z]+$/.test(prefix)) fail(`--prefix must be capital letters only, not "${prefix}"`)

  const camel = camelCase(kebab)
  const title = upperFirst(words(kebab).join(' '))
  return {
    kebab,
    camel,
    pascal: upperFirst(camel),
    title,
    prefix,
    page,
    extension,
    endpoint: { name: `get${upperFirst(query)}`, method: 'get', path, query },
  }
}
