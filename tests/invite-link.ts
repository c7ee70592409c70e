import { call, tokenFor } from '../mock-api/test-helpers'

/** Acme's invite link as its admin makes it (restricted to acme.test): its /join path. */
export async function acmeJoinPath(): Promise<string> {
  const res = await call('/api/v1/enterprise/invite-link', {
    method: 'POST',
    token: await tokenFor('admin@acme.test'),
    body: {},
  })
  const url = (res.body as { url: string }).url
  return `/join/${url.split('/join/')[1] ?? ''}`
}
