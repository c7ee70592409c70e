import { BATCH_HEADER } from './audit/audit-store'
import { BASE, call, tokenFor, type LooseJson } from './test-helpers'

/** Helpers of the audit log's demo tests: the newest events of an action, as an admin reads them. */

export async function newest(
  action: string,
  as = 'admin@acme.test',
  limit = 1,
  actor?: string,
): Promise<LooseJson[]> {
  const query = new URLSearchParams({
    action,
    limit: String(limit),
    ...(actor ? { actor } : {}),
  }).toString()
  const res = await call(`/api/v1/enterprise/audit-events?${query}`, { token: await tokenFor(as) })
  if (res.status !== 200) throw new Error(`audit events: ${res.status} ${JSON.stringify(res.body)}`)
  const body = res.body as { events: LooseJson[] }
  return body.events
}

/**
 * The one newest event of `action` (by `actor` when given), recorded within the last minute.
 * Reading signs `as` in, which is recorded too: sign-ins are looked up by their actor.
 */
export async function latest(
  action: string,
  as = 'admin@acme.test',
  actor?: string,
): Promise<LooseJson> {
  const events = (await newest(action, as, 1, actor)) as { occurred_at: string }[]
  const [event] = events
  if (!event || Date.now() - Date.parse(event.occurred_at) > 60_000)
    throw new Error(`no fresh ${action} event`)
  return event
}

/** A call as a browser of a bulk run makes it: its user agent, and the run's batch id. */
export async function callInBatch(
  path: string,
  token: string,
  batch: string,
  init: { method: string; body?: unknown },
) {
  const response = await fetch(`${BASE}${path}`, {
    method: init.method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      [BATCH_HEADER]: batch,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return response.status
}
