import { useEffect, useRef } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { readStored, writeStored } from './local-flags'

/** A draft older than this is dropped unread. */
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000
const PREFIX = 'flow-draft:'

type Stored = { userId: string; savedAt: number; values: Record<string, unknown> }

export function saveDraft(key: string, userId: string, values: Record<string, unknown>): void {
  const stored: Stored = { userId, savedAt: Date.now(), values }
  writeStored(PREFIX + key, JSON.stringify(stored), 'session')
}

/** The draft saved for this user, taken once; another user's or an expired draft is discarded. */
export function takeDraft(key: string, userId: string): Record<string, unknown> | null {
  const raw = readStored(PREFIX + key, 'session')
  if (!raw) return null
  writeStored(PREFIX + key, null, 'session')
  try {
    const stored = JSON.parse(raw) as Partial<Stored>
    if (stored.userId !== userId || !userId) return null
    if (typeof stored.savedAt !== 'number' || Date.now() - stored.savedAt > DRAFT_TTL_MS)
      return null
    return stored.values && typeof stored.values === 'object' ? stored.values : null
  } catch {
    return null
  }
}

/**
 * SESSION-16: Logout forgets every draft this tab keeps for the user (session storage is per
 * tab), and the drafts of no one (unreadable ones); other users' drafts wait for their owners.
 */
export function clearDraftsOf(userId: string): void {
  let keys: string[] = []
  try {
    keys = Object.keys(window.sessionStorage).filter((key) => key.startsWith(PREFIX))
  } catch {
    return // no storage: nothing was kept
  }
  for (const key of keys) {
    let owner: unknown = null
    try {
      owner = (JSON.parse(readStored(key, 'session') ?? 'null') as Partial<Stored> | null)?.userId
    } catch {
      // unreadable: nobody's, dropped
    }
    if (!owner || owner === userId) writeStored(key, null, 'session')
  }
}

type OpenForm = { userId: string; snapshot: () => Record<string, unknown> | null }
const openForms = new Map<string, OpenForm>()

/** SESSION-11: keeps every open form's unsaved input, just before an ended session leaves the page. */
export function saveOpenDrafts(): void {
  for (const [key, form] of openForms) {
    const values = form.snapshot()
    if (values) saveDraft(key, form.userId, values)
  }
}

let keptOnLeave = false
/**
 * A reload or a closed tab keeps the open forms' input too: session storage outlives both (and
 * comes back with a reopened tab). Not a page kept whole in the back/forward cache, whose forms
 * come back as they were.
 */
function keepDraftsOnLeave(): void {
  if (keptOnLeave) return
  keptOnLeave = true
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) saveOpenDrafts()
  })
}

/**
 * Registers an open form under `key` while mounted: `snapshot` gives its unsaved input (null:
 * nothing to keep) when the session ends, `restore` puts a kept draft back when it mounts.
 */
function useOpenForm(
  key: string,
  userId: string,
  snapshot: () => Record<string, unknown> | null,
  restore: (draft: Record<string, unknown>) => void,
): void {
  const latest = useRef({ snapshot, restore })
  useEffect(() => {
    latest.current = { snapshot, restore }
  })
  useEffect(() => {
    if (!userId) return
    const draft = takeDraft(key, userId)
    if (draft) latest.current.restore(draft)
    openForms.set(key, { userId, snapshot: () => latest.current.snapshot() })
    keepDraftsOnLeave()
    return () => {
      openForms.delete(key)
    }
  }, [key, userId])
}

/**
 * Registers a react-hook-form form under `key` while mounted: its unsaved input is kept when the
 * session ends or the page is left (a reload), and restored (as unsaved input) when the same user
 * opens the form again.
 */
export function useFormDraft<T extends FieldValues, C, V extends FieldValues>(
  form: UseFormReturn<T, C, V>,
  key: string,
  userId: string,
): void {
  useOpenForm(
    key,
    userId,
    () => {
      // Compared with the defaults (which a reset moves) rather than read from dirtyFields:
      // react-hook-form only tracks those for a form that reads them while rendering.
      const values: Record<string, unknown> = form.getValues()
      const defaults: Record<string, unknown> = form.formState.defaultValues ?? {}
      const changed = Object.entries(values).filter(
        ([name, value]) => JSON.stringify(value) !== JSON.stringify(defaults[name]),
      )
      return changed.length ? Object.fromEntries(changed) : null
    },
    (draft) => {
      for (const [name, value] of Object.entries(draft))
        form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true })
    },
  )
}

/**
 * As useFormDraft, for text held outside a form library: `read` gives the unsaved text (blank:
 * nothing to keep) when the session ends, `restore` puts a kept one back when the form mounts.
 */
export function useTextDraft(
  key: string,
  userId: string,
  read: () => string,
  restore: (text: string) => void,
): void {
  useOpenForm(
    key,
    userId,
    () => {
      const text = read()
      return text.trim() ? { text } : null
    },
    (draft) => {
      if (typeof draft.text === 'string') restore(draft.text)
    },
  )
}
