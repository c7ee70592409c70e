import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { server } from '../../../tests/msw-server'
import { renderApp } from '../../../tests/render'
import { earlyCalls } from './early-calls'

const gets: string[] = []
const record = ({ request }: { request: Request }) => {
  if (request.method === 'GET' && new URL(request.url).pathname.startsWith('/api/'))
    gets.push(request.url)
}

afterEach(() => {
  gets.length = 0
})

/** The early calls of `path`: its own and those of every path above it. */
const expected = (path: string, internal: boolean) => {
  const calls = earlyCalls({ internal })
  return path
    .split('/')
    .map((_, i, parts) => parts.slice(0, i + 1).join('/'))
    .flatMap((prefix) => calls[prefix] ?? [])
}

describe('early calls (src/app/boot/early-data.js) are exactly what each page first asks for', () => {
  it.each([
    ['/app/team', 'admin@acme.test', /admin@acme\.test/, false],
    ['/app/event-catalog', 'staff@flow.test', /Showing \d+ events/, true],
    ['/app/privacy', 'admin@acme.test', 'Zero data retention', false],
    // Refused without a call: outsiders have no early calls for the catalog either.
    ['/app/event-catalog', 'admin@acme.test', 'You are not authorized to access this page', false],
  ])('%s as %s', async (path, as, shown, internal) => {
    server.events.on('request:start', record)
    await renderApp(path, { as })
    await screen.findAllByText(shown)
    expect([...gets].sort()).toEqual(expected(path, internal).sort())
  })
})
