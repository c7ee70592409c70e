import type { Role } from '@/entities/organisation'
import type { ParsedEntry } from '../lib/parse-addresses'

/** A read row, with an id stable across edits and removals (the review's keys). */
export type Entry = ParsedEntry & { id: number }

/**
 * Invite many's flow: the list is typed (no entries), then checked (entries under review), then
 * sent and finished (the batch's rows, held by the batch hook, take over). The dialog may close
 * at any step and open again where it was.
 */
export type InviteManyState = {
  open: boolean
  text: string
  /** null while the list is typed; the rows under review once it is read. */
  entries: Entry[] | null
  /** The role of rows without one of their own. */
  defaultRole: Role
  /** Why the last request to the admins failed (TEAM-3). */
  askError: string | null
  nextId: number
}

export type InviteManyEvent =
  | { type: 'open-changed'; open: boolean }
  /** SESSION-11: a list kept when the session ended comes back, in the open dialog. */
  | { type: 'draft-restored'; text: string }
  | { type: 'typed'; text: string }
  | { type: 'read'; parsed: readonly ParsedEntry[] }
  | { type: 'back' }
  | { type: 'removed'; id: number }
  | { type: 'edited'; id: number; email: string; role: Role | undefined }
  | { type: 'default-role-chosen'; role: Role }
  | { type: 'ask-started' }
  | { type: 'ask-failed'; message: string }
  /** INVITE-8: the rows one request held went; what did not fit stays for the next one. */
  | { type: 'ask-sent-part'; sent: ReadonlySet<number> }
  /** INVITE-7: a finished list is cleared (the dialog and its default role stay as they are). */
  | { type: 'reset' }

export const initialInviteMany: InviteManyState = {
  open: false,
  text: '',
  entries: null,
  defaultRole: 'member',
  askError: null,
  nextId: 0,
}

const mapEntries = (state: InviteManyState, f: (list: Entry[]) => Entry[]): InviteManyState =>
  state.entries ? { ...state, entries: f(state.entries) } : state

export function inviteManyReducer(state: InviteManyState, event: InviteManyEvent): InviteManyState {
  switch (event.type) {
    case 'open-changed':
      return { ...state, open: event.open }
    case 'draft-restored':
      return { ...state, text: event.text, open: true }
    case 'typed':
      return { ...state, text: event.text }
    case 'read':
      return {
        ...state,
        entries: event.parsed.map((entry, i) => ({ ...entry, id: state.nextId + i })),
        nextId: state.nextId + event.parsed.length,
      }
    case 'back':
      return { ...state, entries: null }
    case 'removed':
      return mapEntries(state, (list) => list.filter((e) => e.id !== event.id))
    case 'edited':
      return mapEntries(state, (list) =>
        list.map((e) => {
          if (e.id !== event.id) return e
          // The row's own problem (a bad role) is fixed by the edit.
          const fixed: Entry = { id: e.id, email: event.email }
          if (e.name) fixed.name = e.name
          if (event.role) fixed.role = event.role
          return fixed
        }),
      )
    case 'default-role-chosen':
      return { ...state, defaultRole: event.role }
    case 'ask-started':
      return { ...state, askError: null }
    case 'ask-failed':
      return { ...state, askError: event.message }
    case 'ask-sent-part':
      return mapEntries(state, (list) => list.filter((e) => !event.sent.has(e.id)))
    case 'reset':
      return { ...state, text: '', entries: null, askError: null }
  }
}
