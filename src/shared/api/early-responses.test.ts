import { afterEach, describe, expect, it } from 'vitest'
import { http as mswHttp, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { defineEndpoint } from '@/shared/contract'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import { getAccessToken } from '@/shared/auth'
import { api, apiRequestUrl } from './index'

const probe = defineEndpoint({
  method: 'get',
  path: '/probe',
  summary: 'test',
  auth: 'user',
  response: z.object({ from: z.string() }),
  errors: [],
})
type Early = { token: string; responses: Record<string, Promise<Response> | undefined> }
const setEarly = (early: Early | undefined) => {
  ;(window as { __flowEarly?: Early }).__flowEarly = early
}

/** What index.html would have started for the probe, answered with `from`. */
const early = (token: string, answer: Promise<Response>) =>
  setEarly({ token, responses: { [apiRequestUrl(probe)]: answer } })

/** The probe answered by the network with `{ from: 'network' }`; `calls` counts its requests. */
function networkAnswers() {
  const network = { calls: 0 }
  server.use(
    mswHttp.get('*/api/v1/enterprise/probe', () => {
      network.calls++
      return HttpResponse.json({ from: 'network' })
    }),
  )
  return network
}

afterEach(() => setEarly(undefined))

describe('answers started by index.html (src/app/boot/early-data.js)', () => {
  it('are used once for the same call and token; later calls go to the network', async () => {
    const network = networkAnswers()
    await signInAs('admin@acme.test')
    early((await getAccessToken())!, Promise.resolve(Response.json({ from: 'early' })))
    expect(await api(probe)).toEqual({ from: 'early' })
    expect(network.calls).toBe(0)
    expect(await api(probe)).toEqual({ from: 'network' })
    expect(network.calls).toBe(1)
  })

  it('are ignored when they were asked with another token', async () => {
    networkAnswers()
    await signInAs('admin@acme.test')
    early('someone-else', Promise.resolve(Response.json({ from: 'early' })))
    expect(await api(probe)).toEqual({ from: 'network' })
  })

  it('fall back to a normal call when the early one failed', async () => {
    networkAnswers()
    await signInAs('admin@acme.test')
    early((await getAccessToken())!, Promise.reject(new TypeError('Failed to fetch')))
    expect(await api(probe)).toEqual({ from: 'network' })
  })

  it('are checked like any answer: a refusal is an error with its status', async () => {
    await signInAs('admin@acme.test')
    const refused = Response.json({ code: 'not_authenticated', detail: 'Nope' }, { status: 401 })
    early((await getAccessToken())!, Promise.resolve(refused))
    await expect(api(probe)).rejects.toMatchObject({ status: 401 })
  })
})
