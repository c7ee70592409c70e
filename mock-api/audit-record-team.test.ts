// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { callInBatch, latest, newest } from './audit-test-helpers'
import { call, passwordGrant, signIn, tokenFor } from './test-helpers'

/** AUDIT-5: the team's calls and the sign-ins each record an event. */

const ACME = 'admin@acme.test'

async function memberId(token: string, email: string): Promise<string> {
  const res = await call('/api/v1/enterprise/members', { token })
  return res.body.members.find((m: { email: string }) => m.email === email).userId
}

describe('the audit log records', () => {
  it('a role change, with the role before and after, who and from where (AUDIT-5)', async () => {
    const token = await tokenFor(ACME)
    const dev = await memberId(token, 'dev@acme.test')
    await call(`/api/v1/enterprise/members/${dev}`, {
      method: 'PATCH',
      token,
      body: { role: 'admin' },
    })
    const event = await latest('member.role_changed')
    expect(event).toMatchObject({
      actor: { type: 'user', email: ACME },
      target: { type: 'member', id: dev, label: 'dev@acme.test' },
      changes: { role: { before: 'member', after: 'admin' } },
      context: { ip: 'local' },
      batch_id: null,
    })
    expect(event.id).toMatch(/^evt_/)
  })

  it('an invitation, its revocation and a removal (AUDIT-5)', async () => {
    const token = await tokenFor(ACME)
    const body = { email: 'new.person@acme.test', role: 'member' }
    expect((await call('/api/v1/enterprise/invitations', { token, body })).status).toBe(201)
    expect(await latest('invitation.created')).toMatchObject({
      target: { type: 'invitation', label: 'new.person@acme.test' },
      changes: { role: { before: null, after: 'member' } },
    })
    await call('/api/v1/enterprise/invitations/new.person%40acme.test', {
      method: 'DELETE',
      token,
    })
    expect(await latest('invitation.revoked')).toMatchObject({
      target: { id: 'new.person@acme.test' },
      changes: { role: { before: 'member', after: null } },
    })
    const dev = await memberId(token, 'dev@acme.test')
    await call(`/api/v1/enterprise/members/${dev}`, { method: 'DELETE', token })
    expect(await latest('member.removed')).toMatchObject({
      target: { id: dev, label: 'dev@acme.test' },
      changes: { role: { before: 'member', after: null } },
    })
  })

  it('a bulk run one event per row under one batch id, and a resend as a resend (AUDIT-5)', async () => {
    const token = await tokenFor(ACME)
    const ids = await Promise.all(
      ['dev@acme.test', 'member@acme.test'].map((email) => memberId(token, email)),
    )
    for (const id of ids)
      await callInBatch(`/api/v1/enterprise/members/${id}`, token, 'run-1', {
        method: 'PATCH',
        body: { role: 'admin' },
      })
    const rows = await newest('member.role_changed', ACME, 2)
    expect(rows.map((e) => e.batch_id)).toEqual(['run-1', 'run-1'])
    expect(rows.map((e) => e.target.id).sort()).toEqual([...ids].sort())
    // The team page's resend: revoke, then invite again, in one batch.
    await call('/api/v1/enterprise/invitations', {
      token,
      body: { email: 'again@acme.test', role: 'member' },
    })
    const path = '/api/v1/enterprise/invitations/again%40acme.test'
    await callInBatch(path, token, 'resend-1', { method: 'DELETE' })
    await callInBatch('/api/v1/enterprise/invitations', token, 'resend-1', {
      method: 'POST',
      body: { email: 'again@acme.test', role: 'member' },
    })
    expect(await latest('invitation.resent')).toMatchObject({
      target: { id: 'again@acme.test' },
      batch_id: 'resend-1',
    })
  })

  it('joining by domain and by invitation at sign-in (AUDIT-5)', async () => {
    // Acme lets people on its domain join (autoInvite) once an admin turns it on.
    const admin = await tokenFor(ACME)
    await call('/api/v1/enterprise/settings', {
      method: 'PATCH',
      token: admin,
      body: { zdr: false, localDataDelete: false, enforceSSO: false, autoInvite: true },
    })
    const joiner = await tokenFor('joiner@acme.test')
    expect((await call('/api/v1/enterprise/self-invite', { token: joiner, body: {} })).status).toBe(
      200,
    )
    expect(await latest('member.self_invited')).toMatchObject({
      actor: { email: 'joiner@acme.test' },
      metadata: { via: 'domain' },
    })
    await call('/api/v1/enterprise/invitations', {
      token: admin,
      body: { email: 'dana@acme.test', role: 'admin' },
    })
    await signIn('dana@acme.test')
    expect(await latest('member.joined')).toMatchObject({
      actor: { email: 'dana@acme.test' },
      changes: { role: { before: null, after: 'admin' } },
      metadata: { via: 'invitation' },
    })
  })

  it('sign-ins, failed sign-ins of a member and sign-outs (AUDIT-5)', async () => {
    const { access_token } = await signIn('dev@acme.test')
    expect(await latest('user.signed_in', ACME, 'dev@acme.test')).toMatchObject({
      actor: { email: 'dev@acme.test' },
      metadata: { method: 'email' },
    })
    expect((await passwordGrant('dev@acme.test', 'wrong-password')).status).toBe(400)
    expect(await latest('user.sign_in_failed', ACME, 'dev@acme.test')).toMatchObject({
      actor: { email: 'dev@acme.test' },
      metadata: { reason: 'invalid_credentials' },
    })
    await call('/email/signin', { body: { email: 'ops@acme.test', password: 'nope' } })
    expect((await latest('user.sign_in_failed', ACME, 'ops@acme.test')).actor.email).toBe(
      'ops@acme.test',
    )
    await call('/auth/v1/logout?scope=local', { token: access_token, body: {} })
    expect(await latest('user.signed_out', ACME, 'dev@acme.test')).toMatchObject({
      actor: { email: 'dev@acme.test' },
      metadata: { scope: 'local' },
    })
  })
})
