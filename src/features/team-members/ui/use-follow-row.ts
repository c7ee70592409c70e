import { useCallback, useEffect, useRef } from 'react'
import type { Virtualizer } from '@tanstack/react-virtual'
import { MAIN_ID } from '@/shared/ui'
import type { TeamRow } from '../lib/team-rows'

/** The role control's name on a member's row (team-rows.tsx). */
export const roleControlName = (email: string) => `Role for ${email}`

/**
 * A role change re-sorts the list at once (admins first): on a long list the row can leave the
 * drawn window and take the focused role control with it. Then the list scrolls to the row's new
 * place and its role control takes the focus back (UX-14 had parked it on the main region).
 */
export function useFollowRow(
  rows: readonly TeamRow[],
  virtualizer: Virtualizer<Window, Element>,
): (email: string) => void {
  const following = useRef<string | null>(null)
  useEffect(() => {
    const email = following.current
    if (!email) return
    following.current = null
    const active = document.activeElement
    if (active && active !== document.body && active.id !== MAIN_ID) return
    const index = rows.findIndex((r) => r.kind === 'member' && r.member.email === email)
    if (index < 0) return
    virtualizer.scrollToIndex(index, { align: 'center' })
    const name = roleControlName(email)
    let tries = 0
    let frame = 0
    const focus = () => {
      const control = [...document.querySelectorAll<HTMLElement>('[role="combobox"]')].find(
        (el) => el.getAttribute('aria-label') === name,
      )
      if (control) control.focus({ preventScroll: true })
      else if (++tries < 10) frame = requestAnimationFrame(focus)
    }
    frame = requestAnimationFrame(focus)
    return () => cancelAnimationFrame(frame)
  }, [rows, virtualizer])
  // Stable, so the memoised rows do not re-render for it.
  return useCallback((email: string) => {
    following.current = email
  }, [])
}
