import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderApp } from '../../../tests/render'
import { recordRequests } from '../../../tests/requests'
import { earlyCalls } from './early-calls'

/** The API GETs the page starts from now on, by URL. */
const recordGets = () =>
  recordRequests((request) =>
    request.method === 'GET' && new URL(request.url).pathname.startsWith('/api/')
      ? request.url
      : undefined,
  )

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
    const gets = recordGets()
    await renderApp(path, { as })
    await screen.findAllByText(shown)
    expect([...gets].sort()).toEqual(expected(path, internal).sort())
  })
})
