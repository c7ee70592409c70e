import { createContext, useContext } from 'react'

/**
 * DSYNC-4: why people cannot be invited or removed by hand here (a linked directory manages the
 * members), and the id of the visible notice that says so, for the controls' accessible
 * description. The team page provides it; the invite form, Invite many, Remove and the bulk
 * removal read it. Null: nothing locks membership.
 */
export type MembershipLock = { reason: string; descriptionId: string }

export const MembershipLockContext = createContext<MembershipLock | null>(null)

export const useMembershipLock = (): MembershipLock | null => useContext(MembershipLockContext)
