import { useCallback, useEffect, useRef } from 'react'
import type { Virtualizer } from '@tanstack/react-virtual'
import { MAIN_ID } from '@/shared/ui'
import type { TeamRow } from '../lib/team-rows'

/** Names of a row's controls (member-row.tsx, invite-row.tsx), by which the focus finds them again. */
export const roleControlName = (email: string) => `Role for ${email}`
export const revokeControlName = (email: string) => `Revoke ${email}`
export const selectControlName = (email: string) => `Select ${email}`

/** The drawn control with this accessible name (aria-label), if any. */
export const findControl = (name: string): HTMLElement | undefined =>
  [...document.querySelectorAll<HTMLElement>('[aria-label]')].find(
    (el) => el.getAttribute('aria-label') === name,
  )

/** How long a row is followed: its answer may take a while, but not forever. */
const FOLLOW_MS = 15_000

type Followed = { key: string; control: string; until: number }

/**
 * A change can take the focused control away with its row: a role change re-sorts the list (on a
 * long list the row leaves the drawn window), a resend replaces the invitation (its row goes and
 * comes back, without Resend). Once the row is back, the list scrolls to it and the named control
 * takes the focus (UX-14 had parked it on the main region). A user who went on elsewhere keeps
 * their focus.
 */
export function useFollowRow(
  rows: readonly TeamRow[],
  virtualizer: Virtualizer<Window, Element>,
): (key: string, control: string) => void {
  const following = useRef<Followed | null>(null)
  useEffect(() => {
    const target = following.current
    if (!target) return
    if (Date.now() > target.until) return void (following.current = null)
    const active = document.activeElement
    if (active && active !== document.body && active.id !== MAIN_ID) return
    const index = rows.findIndex((r) => r.key === target.key)
    // Not back yet (a resend between its two calls): followed on the next change.
    if (index < 0) return
    following.current = null
    virtualizer.scrollToIndex(index, { align: 'center' })
    let tries = 0
    let frame = 0
    const focus = () => {
      const control = findControl(target.control)
      if (control) control.focus({ preventScroll: true })
      else if (++tries < 10) frame = requestAnimationFrame(focus)
    }
    frame = requestAnimationFrame(focus)
    return () => cancelAnimationFrame(frame)
  }, [rows, virtualizer])
  // Stable, so the memoised rows do not re-render for it.
  return useCallback((key: string, control: string) => {
    following.current = { key, control, until: Date.now() + FOLLOW_MS }
  }, [])
}
