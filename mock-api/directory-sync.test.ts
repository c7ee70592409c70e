// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { latest } from './audit-test-helpers'
import { call, getPage, postForm, tokenFor } from './test-helpers'

/** Directory sync in the demo backend (DSYNC-2 to DSYNC-5). */

const ADMIN = 'bigadmin@bigcorp.test'
const STATES = ['linked', 'unlinked', 'validating', 'invalid_credentials', 'deleting'] as const

afterEach(() => {
  vi.unstubAllEnvs()
})

const directory = async (as = ADMIN) =>
  (await call('/api/v1/enterprise/directory', { token: await tokenFor(as) })).body.directory

/** Opens the portal's directory step through a fresh one-time link; answers its form's session. */
async function openDirectoryStep(as = ADMIN): Promise<{ session: string; html: string }> {
  const res = await call('/api/v1/enterprise/directory/portal-link', {
    method: 'POST',
    token: await tokenFor(as),
  })
  expect(res.status).toBe(200)
  const url = new URL(res.body.url)
  expect(url.searchParams.get('intent')).toBe('dsync')
  const page = await getPage(url.pathname + url.search)
  expect(page.status).toBe(200)
  return { html: page.html, session: /name="session" value="([^"]+)"/.exec(page.html)?.[1] ?? '' }
}

const setState = (session: string, state: string, provider = 'Okta SCIM') =>
  postForm('/demo/sso-portal/directory', { session, state, provider })

describe('directory sync (DSYNC-2, DSYNC-5)', () => {
  it("answers BigCorp's seeded directory, none for Flow, and refuses Teams and members (DSYNC-2)", async () => {
    expect(await directory()).toEqual({
      state: 'unlinked',
      provider: 'Okta SCIM',
      last_sync_at: null,
      users_synced: 0,
    })
    expect(await directory('staff@flow.test')).toBeNull()
    const teams = await call('/api/v1/enterprise/directory', {
      token: await tokenFor('admin@acme.test'),
    })
    expect([teams.status, teams.body.code]).toEqual([403, 'enterprise_required'])
    const member = await call('/api/v1/enterprise/directory', {
      token: await tokenFor('intern@flow.test'),
    })
    expect([member.status, member.body.code]).toEqual([403, 'admin_required'])
  })

  it('the portal link is single use and opens the directory step (DSYNC-3, DSYNC-5)', async () => {
    const res = await call('/api/v1/enterprise/directory/portal-link', {
      method: 'POST',
      token: await tokenFor(ADMIN),
    })
    const url = new URL(res.body.url)
    const first = await getPage(url.pathname + url.search)
    expect(first.html).toContain('Save directory')
    expect((await getPage(url.pathname + url.search)).status).toBe(403)
    expect((await setState('forged', 'linked')).status).toBe(403)
    expect((await latest('directory.setup_started', ADMIN)).target.label).toBe('Directory sync')
  })

  it.each(STATES)('the directory step reaches the %s state (DSYNC-5)', async (state) => {
    const { session } = await openDirectoryStep()
    const res = await setState(session, state, 'Google Workspace')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(`Directory ${state}.`)
    const now = await directory()
    expect(now.state).toBe(state)
    expect(now.provider).toBe('Google Workspace')
    if (state === 'linked') {
      expect(now.users_synced).toBeGreaterThan(1000)
      expect(Date.now() - Date.parse(now.last_sync_at)).toBeLessThan(60_000)
    }
    const event = await latest('directory.state_changed', ADMIN)
    expect(event.changes.state).toEqual({ before: 'unlinked', after: state })
  })

  it('removing the directory leaves none (DSYNC-5)', async () => {
    const { session } = await openDirectoryStep()
    await setState(session, 'none')
    expect(await directory()).toBeNull()
  })
})

describe('a linked directory manages the members (DSYNC-4)', () => {
  const invite = async () =>
    call('/api/v1/enterprise/invitations', {
      token: await tokenFor(ADMIN),
      body: { email: 'someone.new@bigcorp.test', role: 'member' },
    })
  const removeSomeone = async () => {
    const token = await tokenFor(ADMIN)
    const members = (await call('/api/v1/enterprise/members', { token })).body.members as {
      userId: string
      email: string
    }[]
    const target = members.find((m) => m.email !== ADMIN)
    return call(`/api/v1/enterprise/members/${target?.userId ?? ''}`, { method: 'DELETE', token })
  }

  it('refuses manual invites and removals with 409 directory_managed while linked', async () => {
    const { session } = await openDirectoryStep()
    await setState(session, 'linked')
    const invited = await invite()
    expect([invited.status, invited.body.code]).toEqual([409, 'directory_managed'])
    const removed = await removeSomeone()
    expect([removed.status, removed.body.code]).toEqual([409, 'directory_managed'])
  })

  it.each(STATES.filter((s) => s !== 'linked'))('allows them while %s', async (state) => {
    const { session } = await openDirectoryStep()
    await setState(session, state)
    expect((await invite()).status).toBe(201)
    expect((await removeSomeone()).status).toBe(200)
  })

  it('allows them on a server without the extension, even when linked', async () => {
    const { session } = await openDirectoryStep()
    await setState(session, 'linked')
    vi.stubEnv('DEMO_EXTENSIONS', 'usage,audit-log')
    expect((await invite()).status).toBe(201)
  })
})
