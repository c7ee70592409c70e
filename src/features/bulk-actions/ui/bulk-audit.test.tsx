import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { auditEventsOf } from '../../../../mock-api/audit/audit-store'
import {
  acmeOrg,
  addExpiredInvites,
  findRow,
  openTeamAsAdmin,
  selectionBar,
  selectRows,
} from '../../../../tests/team-table'

const acmeEvents = (action: string) => {
  const since = Date.now() - 60_000
  return auditEventsOf(acmeOrg().id).filter((e) => e.action === action && e.at > since)
}

describe('bulk runs in the audit log (AUDIT-5)', () => {
  it('a bulk removal is one event per row under one batch id', async () => {
    const { user } = await openTeamAsAdmin()
    await selectRows(user, 'dev@acme.test', 'member@acme.test')
    await user.click(within(selectionBar()).getByRole('button', { name: 'Remove 2 members' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove 2 members' })
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(acmeEvents('member.removed')).toHaveLength(2))
    const [a, b] = acmeEvents('member.removed')
    expect(a?.batchId).toMatch(/^[\w-]{16,}$/)
    expect(b?.batchId).toBe(a?.batchId)
    expect([a?.target.label, b?.target.label].sort()).toEqual(['dev@acme.test', 'member@acme.test'])
  })

  it('a resend is recorded as a resend, each run under its own batch id', async () => {
    addExpiredInvites('gone.one@acme.test')
    const { user } = await openTeamAsAdmin('/app/team', 'gone.one@acme.test')
    await user.click(
      within(await findRow('gone.one@acme.test')).getByRole('button', {
        name: 'Resend gone.one@acme.test',
      }),
    )
    await waitFor(() => expect(acmeEvents('invitation.resent')).toHaveLength(1))
    const [resent] = acmeEvents('invitation.resent')
    const [revoked] = acmeEvents('invitation.revoked')
    expect(resent?.target.id).toBe('gone.one@acme.test')
    expect(revoked?.batchId).toBe(resent?.batchId)
    expect(acmeEvents('invitation.created')).toEqual([])
  })
})
