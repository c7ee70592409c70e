import { describe, expect, it } from 'vitest'
import {
  initialInviteMany,
  inviteManyReducer as step,
  type InviteManyEvent,
  type InviteManyState,
} from './invite-many-flow'

const run = (...events: InviteManyEvent[]): InviteManyState =>
  events.reduce(step, initialInviteMany)

const emails = (state: InviteManyState) => state.entries?.map((e) => `${e.id}:${e.email}`)

describe('invite many flow', () => {
  it('starts closed, with nothing typed, the member role and no error', () => {
    expect(initialInviteMany).toEqual({
      open: false,
      text: '',
      entries: null,
      defaultRole: 'member',
      askError: null,
      nextId: 0,
    })
  })

  it('reads the typed list into rows with ids that stay unique across reads', () => {
    const first = run(
      { type: 'open-changed', open: true },
      { type: 'typed', text: 'a@x.test b@x.test' },
      { type: 'read', parsed: [{ email: 'a@x.test' }, { email: 'b@x.test' }] },
    )
    expect(first.open).toBe(true)
    expect(emails(first)).toEqual(['0:a@x.test', '1:b@x.test'])
    // Back keeps the text for another go; a second read never reuses an id.
    const back = step(first, { type: 'back' })
    expect(back.entries).toBeNull()
    expect(back.text).toBe('a@x.test b@x.test')
    const again = step(back, { type: 'read', parsed: [{ email: 'c@x.test' }] })
    expect(emails(again)).toEqual(['2:c@x.test'])
  })

  it('removes a row and fixes an edited one, keeping its name and dropping its problem', () => {
    const read = run({
      type: 'read',
      parsed: [
        { email: 'a@x.test' },
        { email: 'bad', name: 'Bea', role: 'admin', error: 'Role must be member or admin' },
      ],
    })
    const removed = step(read, { type: 'removed', id: 0 })
    expect(emails(removed)).toEqual(['1:bad'])
    const edited = step(removed, { type: 'edited', id: 1, email: 'bea@x.test', role: undefined })
    expect(edited.entries).toEqual([{ id: 1, email: 'bea@x.test', name: 'Bea' }])
    expect(
      step(edited, { type: 'edited', id: 1, email: 'b@x.test', role: 'admin' }).entries,
    ).toEqual([{ id: 1, email: 'b@x.test', name: 'Bea', role: 'admin' }])
  })

  it('leaves a list not yet read alone when a row event arrives', () => {
    const typed = run({ type: 'typed', text: 'a@x.test' })
    expect(step(typed, { type: 'removed', id: 0 })).toBe(typed)
    expect(step(typed, { type: 'ask-sent-part', sent: new Set([0]) })).toBe(typed)
  })

  it('keeps what one request to the admins could not hold (INVITE-8)', () => {
    const read = run({
      type: 'read',
      parsed: [{ email: 'a@x.test' }, { email: 'b@x.test' }, { email: 'c@x.test' }],
    })
    expect(emails(step(read, { type: 'ask-sent-part', sent: new Set([0, 1]) }))).toEqual([
      '2:c@x.test',
    ])
  })

  it('shows why a request failed until the next one starts', () => {
    const failed = run({ type: 'ask-failed', message: 'Failed to contact admins' })
    expect(failed.askError).toBe('Failed to contact admins')
    expect(step(failed, { type: 'ask-started' }).askError).toBeNull()
  })

  it('restores a kept draft into the open dialog (SESSION-11)', () => {
    const restored = run({ type: 'draft-restored', text: 'a@x.test' })
    expect(restored).toMatchObject({ open: true, text: 'a@x.test', entries: null })
  })

  it('clears a finished list but keeps the dialog, the default role and the ids (INVITE-7)', () => {
    const done = run(
      { type: 'open-changed', open: true },
      { type: 'default-role-chosen', role: 'admin' },
      { type: 'typed', text: 'a@x.test' },
      { type: 'read', parsed: [{ email: 'a@x.test' }] },
      { type: 'ask-failed', message: 'x' },
      { type: 'reset' },
    )
    expect(done).toEqual({
      open: true,
      text: '',
      entries: null,
      defaultRole: 'admin',
      askError: null,
      nextId: 1,
    })
  })
})
