import { describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { createQueryClient } from '@/app/query-client'
import { EXTENSIONS } from '@/shared/contract'
import { server } from '../../../../tests/msw-server'
import { signInAs } from '../../../../tests/render'
import { capabilityQueries } from './capability.queries'

const answer = (response: () => Response) => server.use(http.get('*/api/v1/capabilities', response))

async function readAs(email = 'admin@acme.test') {
  await signInAs(email)
  return createQueryClient({ retryDelay: 0 }).fetchQuery(capabilityQueries.list())
}

describe('the server’s extensions (GET /api/v1/capabilities)', () => {
  it('are every extension the contract proposes on the demo backend', async () => {
    expect(await readAs()).toEqual([...EXTENSIONS])
  })

  it('are none on a server without the call (404)', async () => {
    answer(() => HttpResponse.json({ detail: 'Not Found', code: 'not_found' }, { status: 404 }))
    expect(await readAs()).toEqual([])
  })

  it('leave out names this portal does not know', async () => {
    answer(() => HttpResponse.json({ extensions: ['from_a_newer_server', ...EXTENSIONS] }))
    expect(await readAs()).toEqual([...EXTENSIONS])
  })

  it('are an error, not "none", when the server fails', async () => {
    const failed = vi.fn(() => HttpResponse.json({ detail: 'down' }, { status: 503 }))
    answer(failed)
    await expect(readAs()).rejects.toMatchObject({ status: 503 })
    expect(failed).toHaveBeenCalled()
  })

  it('are refused without a session', async () => {
    const client = createQueryClient({ retryDelay: 0 })
    await expect(client.fetchQuery(capabilityQueries.list())).rejects.toMatchObject({
      status: 401,
    })
  })
})
