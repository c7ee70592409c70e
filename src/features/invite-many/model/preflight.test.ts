import { describe, expect, it } from 'vitest'
import { adminRequest } from './admin-request'
import { preflight } from './preflight'

const team = {
  members: [{ email: 'Dev@Acme.test' }],
  invites: [{ email: 'new.hire@acme.test' }],
}
const check = (...emails: string[]) =>
  preflight(
    emails.map((email, id) => ({ email, id })),
    team,
  )

describe('pre-flight (INVITE-4)', () => {
  it('checks each row by TEAM-2, case-insensitively, then duplicates in the list', () => {
    const result = check(
      'fresh@acme.test',
      'not-an-email',
      'dev@ACME.test',
      ' NEW.HIRE@acme.test ',
      'Fresh@Acme.Test',
      `${'x'.repeat(250)}@a.test`,
    )
    expect(result.rows.map((r) => r.problem)).toEqual([
      null,
      'Please enter a valid email',
      'User already in team',
      'User already invited',
      'Listed twice',
      'Please enter a valid email',
    ])
    expect(result.ready.map((r) => r.email)).toEqual(['fresh@acme.test'])
    expect(result.problems).toBe(5)
  })

  it('keeps a row error from the file (a bad role) before any other check', () => {
    const result = preflight(
      [{ id: 1, email: 'a@x.test', error: 'Role must be member or admin' }],
      team,
    )
    expect(result.rows[0]?.problem).toBe('Role must be member or admin')
  })
})

describe('request to the admins (INVITE-8)', () => {
  it('lists every address with its role', () => {
    expect(
      adminRequest([
        { email: 'a@x.test', role: 'member' },
        { email: 'b@x.test', role: 'admin' },
      ]),
    ).toEqual({
      message:
        'Please add these people to the team:\n- a@x.test as a member\n- b@x.test as an admin',
      count: 2,
    })
  })

  it('stops at the message limit and says how many it holds', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({
      email: `person.${i}@example.test`,
      role: 'member' as const,
    }))
    const { message, count } = adminRequest(many)
    expect(message.length).toBeLessThanOrEqual(2000)
    expect(count).toBeGreaterThan(40)
    expect(count).toBeLessThan(200)
    expect(message).toContain(`person.${count - 1}@example.test`)
    expect(message).not.toContain(`person.${count}@example.test`)
  })
})
