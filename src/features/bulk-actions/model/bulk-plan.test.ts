import { describe, expect, it } from 'vitest'
import { memberFor as m } from '../../../../tests/factories'
import type { Invite } from '@/entities/invite'
import { planBulkAction } from './bulk-plan'

const invite = (email: string): Invite => ({
  email,
  status: 'pending',
  expiresAt: '',
  role: 'member',
})
const ada = m('ada@a.test', 'admin')
const ops = m('ops@a.test', 'admin')
const dev = m('dev@a.test', 'member')
const team = [ada, ops, dev]
const scope = (
  members = team,
  invites = [invite('new@a.test')],
  expired = [invite('old@a.test')],
) => ({
  members,
  invites,
  expired,
})

describe('bulk plans (TEAM-25)', () => {
  it('never reaches oneself (TEAM-9)', () => {
    const plan = planBulkAction({ kind: 'remove' }, scope(), team, ada.userId)
    expect(plan.targets).toEqual([ops, dev])
    expect(plan.excluded).toEqual([])
  })

  it('skips those who already have the role', () => {
    const plan = planBulkAction(
      { kind: 'role', role: 'admin' },
      scope([ops, dev]),
      team,
      ada.userId,
    )
    expect(plan.targets).toEqual([dev])
    expect(plan.excluded).toEqual([{ email: 'ops@a.test', reason: 'Already Admin' }])
  })

  it('keeps the first admin when the selection holds every admin (TEAM-10)', () => {
    const plan = planBulkAction({ kind: 'role', role: 'member' }, scope([ada, ops]), team, 'else')
    expect(plan.targets).toEqual([ops])
    expect(plan.excluded).toEqual([
      {
        email: 'ada@a.test',
        reason: 'The last admin cannot be demoted or removed. Make someone else an admin first.',
      },
    ])
  })

  it('revokes the selected invitations, and resends every expired one, selected or not', () => {
    expect(planBulkAction({ kind: 'revoke' }, scope(), team, ada.userId)).toEqual({
      kind: 'invites',
      targets: [invite('new@a.test')],
      excluded: [],
    })
    expect(planBulkAction({ kind: 'resend' }, scope(), team, ada.userId).targets).toEqual([
      invite('old@a.test'),
    ])
  })
})
