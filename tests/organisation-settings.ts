import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from './msw-server'
import type { renderApp } from './render'

export const ORG_TAB = '/app/settings/organization'

/** Counts calls to a path and lets them through to the demo backend. */
export function countCalls(method: 'get' | 'patch' | 'post', path: string) {
  const calls: unknown[] = []
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      calls.push(method === 'get' ? null : await request.clone().json())
      return undefined
    }),
  )
  return calls
}

export const failWith = (method: 'get' | 'patch' | 'post', path: string, status = 500) =>
  server.use(http[method](`*${path}`, () => HttpResponse.json({ detail: 'boom' }, { status })))

export async function tooltipOf(user: Awaited<ReturnType<typeof renderApp>>['user'], name: string) {
  const lock = screen.getAllByRole('img', { name })[0]!
  await user.hover(lock)
  return screen.findByRole('tooltip', {}, { timeout: 2000 })
}
