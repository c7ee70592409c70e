import { HttpResponse } from 'msw'
import { z } from 'zod'
import { addFault, clearFaults, listFaults, removeFault } from '../faults'
import { errorPage, redirect } from '../lib/html'
import { json, readForm, readJson, route } from '../lib/http'

/** QA fault controls: `POST /demo/faults` (JSON or the /demo/ panel's form), `GET`, `DELETE`. */

const faultBody = z
  .object({
    path: z
      .string({ message: 'path is required' })
      .trim()
      .min(1, 'path is required')
      .max(500)
      .startsWith('/', 'path must start with "/"'),
    method: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3,7}$/, 'method must be an HTTP method')
      .optional(),
    status: z.number().int().min(200).max(599).optional(),
    hang: z.boolean().optional(),
    drop: z.boolean().optional(),
    delayMs: z.number().int().min(0).max(600_000).optional(),
    times: z.number().int().min(1).optional(),
    body: z.unknown().optional(),
  })
  .refine((f) => f.status !== undefined || f.hang || f.drop || (f.delayMs ?? 0) > 0, {
    message: 'Give a status, hang, drop or delayMs',
  })

const view = (f: ReturnType<typeof listFaults>[number]) => ({
  id: f.id,
  path: f.path,
  method: f.method ?? null,
  status: f.status ?? null,
  hang: !!f.hang,
  drop: !!f.drop,
  delayMs: f.delayMs ?? 0,
  times: f.times ?? null,
  remaining: f.remaining,
  hits: f.hits,
  body: f.body ?? null,
})

const optionalNumber = (raw: string | undefined): number | undefined =>
  raw === undefined || raw.trim() === '' ? undefined : Number(raw)

/** The panel's form fields → the JSON rule (`answer` is status, hang, drop or delay). */
function fromForm(form: Record<string, string>): unknown {
  const answer = form.answer ?? 'status'
  let body: unknown
  if (form.body?.trim()) {
    try {
      body = JSON.parse(form.body)
    } catch {
      body = form.body
    }
  }
  return {
    path: form.path ?? '',
    method: form.method?.trim() || undefined,
    status: answer === 'status' ? optionalNumber(form.status) : undefined,
    hang: answer === 'hang' || undefined,
    drop: answer === 'drop' || undefined,
    delayMs: optionalNumber(form.delayMs),
    times: optionalNumber(form.times),
    body,
  }
}

export const faultHandlers = [
  route(
    'post',
    '/demo/faults',
    async ({ request }) => {
      if (request.headers.get('content-type')?.includes('form')) {
        const parsed = faultBody.safeParse(fromForm(await readForm(request)))
        if (!parsed.success)
          return errorPage('Invalid fault rule', parsed.error.issues[0]?.message ?? 'Invalid', 400)
        addFault(parsed.data)
        return redirect('/demo/#faults', 303)
      }
      const fault = addFault(await readJson(request, faultBody))
      return json({ id: fault.id }, 201)
    },
    { latency: false },
  ),
  route('get', '/demo/faults', () => json({ faults: listFaults().map(view) }), { latency: false }),
  route(
    'delete',
    '/demo/faults',
    () => {
      clearFaults()
      return new HttpResponse(null, { status: 204 })
    },
    { latency: false },
  ),
  route(
    'delete',
    '/demo/faults/:id',
    ({ params }) =>
      removeFault(params.id ?? '')
        ? new HttpResponse(null, { status: 204 })
        : json({ detail: 'No such fault rule', code: 'not_found' }, 404),
    { latency: false },
  ),
  // HTML forms cannot send DELETE: the panel posts here.
  route(
    'post',
    '/demo/faults/clear',
    () => {
      clearFaults()
      return redirect('/demo/#faults', 303)
    },
    { latency: false },
  ),
  route(
    'post',
    '/demo/faults/:id/remove',
    ({ params }) => {
      removeFault(params.id ?? '')
      return redirect('/demo/#faults', 303)
    },
    { latency: false },
  ),
]
