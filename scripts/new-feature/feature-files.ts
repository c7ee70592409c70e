import type { FeatureNames } from './names'

/**
 * The feature folder (src/features/<name>) and its route: a list read from the new call, shown
 * as a page (`--page`) or as a card a page will hold. Prettier formats every file afterwards.
 */

const ui = (n: FeatureNames) => (n.page ? `${n.kebab}-page` : `${n.kebab}-card`)
const component = (n: FeatureNames) => (n.page ? `${n.pascal}Page` : `${n.pascal}Card`)
const queries = (n: FeatureNames) => `${n.camel}Queries`
const messages = (n: FeatureNames) => `${n.prefix}_MESSAGES`

/** The demo seed's first two items of Acme Corp (mock-api/features/<name>.ts makes them). */
export const seededItems = (n: FeatureNames) => [
  `Acme Corp: first ${n.title.toLowerCase()} item`,
  `Acme Corp: second ${n.title.toLowerCase()} item`,
]

const index = (n: FeatureNames) => `export { ${component(n)} } from './ui/${ui(n)}'
${n.page ? `export { ${queries(n)} } from './api/${n.kebab}.queries'\n` : ''}`

const queriesFile = (n: FeatureNames) => `import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

/** ${n.title}'s reads, keys from general to specific: the loader and the ${n.page ? 'page' : 'card'} share them. */
export const ${queries(n)} = {
  all: () => ['${n.kebab}'] as const,
  ${n.endpoint.query}: () =>
    queryOptions({
      queryKey: [...${queries(n)}.all(), '${n.endpoint.query}'] as const,
      queryFn: ({ signal }) => api(endpoints.${n.endpoint.name}, { signal }),
    }),
}
`

const messagesFile = (
  n: FeatureNames,
) => `/** What ${n.title.toLowerCase()} says, word for word as docs/product-rules.md (${n.prefix}-1). */
export const ${messages(n)} = {
  title: '${n.title}',
  empty: 'Nothing to show yet',
} as const
`

const list = (n: FeatureNames) => `import { useSuspenseQuery } from '@tanstack/react-query'
import { ${queries(n)} } from '../api/${n.kebab}.queries'
import { ${messages(n)} } from '../model/${n.kebab}-messages'

/** ${n.prefix}-1: the organisation's items by name, or a line saying there are none. */
export function ${n.pascal}List() {
  const { data } = useSuspenseQuery(${queries(n)}.${n.endpoint.query}())
  if (data.items.length === 0)
    return <p className="text-sm text-muted-foreground">{${messages(n)}.empty}</p>
  return (
    <ul aria-label={${messages(n)}.title} className="divide-y divide-border">
      {data.items.map((item) => (
        // Long names wrap rather than widen the page (UX-15).
        <li key={item.id} className="py-2 text-sm [overflow-wrap:anywhere]">
          {item.name}
        </li>
      ))}
    </ul>
  )
}
`

const page = (n: FeatureNames) => `import { Card, PageHeader } from '@/shared/ui'
import { ${messages(n)} } from '../model/${n.kebab}-messages'
import { ${n.pascal}List } from './${n.kebab}-list'

/** ${n.page}: ${n.title.toLowerCase()} (${n.prefix}-1); the route's loader has fetched its data. */
export function ${component(n)}() {
  return (
    <div>
      <PageHeader title={${messages(n)}.title} />
      <Card>
        <${n.pascal}List />
      </Card>
    </div>
  )
}
`

const card = (n: FeatureNames) => `import { Card } from '@/shared/ui'
import { ${messages(n)} } from '../model/${n.kebab}-messages'
import { ${n.pascal}List } from './${n.kebab}-list'

/** ${n.title} (${n.prefix}-1), as a card of the page that holds it; that page's loader fetches its data. */
export function ${component(n)}() {
  return (
    <Card title={${messages(n)}.title}>
      <${n.pascal}List />
    </Card>
  )
}
`

const items = (n: FeatureNames) =>
  seededItems(n)
    .map((item) => `'${item}'`)
    .join(', ')

const withoutExtension = (n: FeatureNames) =>
  n.extension
    ? `
  it('has no entry on a server without the ${n.extension} extension (${n.prefix}-1)', async () => {
    vi.stubEnv('DEMO_EXTENSIONS', 'none')
    await renderApp('/app/team', { as: 'member@acme.test' })
    const menu = await screen.findByRole('navigation', { name: 'Main' })
    // The menu is drawn once the server's extensions are known (the /app loader asks for them).
    expect(within(menu).getByRole('link', { name: 'Team' })).toBeInTheDocument()
    expect(within(menu).queryByRole('link', { name: '${n.title}' })).not.toBeInTheDocument()
  })
`
    : ''

const pageTest = (
  n: FeatureNames,
) => `import { ${n.extension ? 'afterEach, ' : ''}describe, expect, it${n.extension ? ', vi' : ''} } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
${n.extension ? '\nafterEach(() => vi.unstubAllEnvs())\n' : ''}
describe('${n.title.toLowerCase()} page (${n.prefix}-1, ${n.prefix}-2)', () => {
  it('lists the organisation\\'s items from the demo backend (${n.prefix}-1)', async () => {
    await renderApp('${n.page}', { as: 'admin@acme.test' })
    expect(await screen.findByRole('heading', { level: 1, name: '${n.title}' })).toBeInTheDocument()
    const list = screen.getByRole('list', { name: '${n.title}' })
    const names = within(list).getAllByRole('listitem').map((item) => item.textContent)
    expect(names).toEqual([${items(n)}])
  })

  it('has its entry in the side menu (${n.prefix}-1)', async () => {
    await renderApp('${n.page}', { as: 'member@acme.test' })
    const menu = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(menu).getByRole('link', { name: '${n.title}' })).toHaveAttribute('href', '${n.page}')
  })
${withoutExtension(n)}
  it('a failed load shows the page\\'s error and Try again (${n.prefix}-2)', async () => {
    server.use(http.get('*${n.endpoint.path}', () => HttpResponse.json({ detail: 'Down' }, { status: 500 })))
    await renderApp('${n.page}', { as: 'admin@acme.test' })
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
`

const cardTest = (n: FeatureNames) => `import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderPart } from '../../../../tests/render'
// The slice's public face, as the page that will hold the card imports it.
import { ${component(n)} } from '..'

describe('${n.title.toLowerCase()} card (${n.prefix}-1)', () => {
  it('lists the organisation\\'s items from the demo backend (${n.prefix}-1)', async () => {
    await renderPart(<${component(n)} />, { as: 'admin@acme.test' })
    const card = await screen.findByRole('region', { name: '${n.title}' })
    const names = within(card).getAllByRole('listitem').map((item) => item.textContent)
    expect(names).toEqual([${items(n)}])
  })
})
`

const route = (n: FeatureNames) => `import { createFileRoute } from '@tanstack/react-router'
import { ${component(n)}, ${queries(n)} } from '@/features/${n.kebab}'

// ${n.prefix}-1: its data loads beside the /app gate, in one round; the route shows loading and errors.
export const Route = createFileRoute('${n.page}')({
  loader: ({ context }) => context.queryClient.ensureQueryData(${queries(n)}.${n.endpoint.query}()),
  component: ${component(n)},
})
`

/** Path → text of every new file of the feature folder and its route. */
export function featureFiles(n: FeatureNames): Record<string, string> {
  const dir = `src/features/${n.kebab}`
  const files: Record<string, string> = {
    [`${dir}/index.ts`]: index(n),
    [`${dir}/api/${n.kebab}.queries.ts`]: queriesFile(n),
    [`${dir}/model/${n.kebab}-messages.ts`]: messagesFile(n),
    [`${dir}/ui/${n.kebab}-list.tsx`]: list(n),
    [`${dir}/ui/${ui(n)}.tsx`]: n.page ? page(n) : card(n),
    [`${dir}/ui/${ui(n)}.test.tsx`]: n.page ? pageTest(n) : cardTest(n),
  }
  if (n.page) files[`src/app/routes${n.page}.tsx`] = route(n)
  return files
}
