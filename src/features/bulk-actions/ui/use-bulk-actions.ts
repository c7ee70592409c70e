import { useState } from 'react'
import type { Invite, UnsentInvite } from '@/entities/invite'
import type { Member } from '@/entities/member'
import { type BulkAction, type BulkScope, planBulkAction } from '../model/bulk-plan'
import type { BulkRequest } from './bulk-run'

/** What the team table hands to its bulk actions: the selection and the lists they may reach. */
export type BulkSelection = BulkScope & {
  /** Selected rows the current filters hide (the selection survives filtering). */
  hidden: number
  /** Re-invitations that were not sent (TEAM-22). */
  unsent: readonly UnsentInvite[]
  clear: () => void
  /** Unselects the rows an action reached. */
  deselect: (reached: readonly (Member | Invite)[]) => void
}

export type BulkActions = ReturnType<typeof useBulkActions>

/**
 * TEAM-25: the action being confirmed or run, shared by the bar and the whole-list buttons (the
 * bar hides while it runs), and the last one cancelled (its button takes the focus back).
 */
export function useBulkActions(members: readonly Member[], selfId: string) {
  const [request, setRequest] = useState<{ id: number; req: BulkRequest } | null>(null)
  const [cancelled, setCancelled] = useState<BulkAction['kind'] | null>(null)
  const ask = (action: BulkAction, scope: BulkScope) => {
    const plan = planBulkAction(action, scope, members, selfId)
    setCancelled(null)
    setRequest((old) => ({ id: (old?.id ?? 0) + 1, req: { action, plan } }))
  }
  const close = () => {
    if (request) setCancelled(request.req.action.kind)
    setRequest(null)
  }
  return { request, cancelled, ask, close }
}
