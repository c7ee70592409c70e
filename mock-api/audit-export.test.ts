// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { csvCell, csvRows } from './audit/audit-csv'
import { call, tokenFor } from './test-helpers'

/** The audit log's CSV export (AUDIT-6). */

const EXPORT = '/api/v1/enterprise/audit-events/export'

async function exportAs(email: string, query: Record<string, string> = {}) {
  const token = await tokenFor(email)
  const response = await fetch(
    `http://localhost:3000${EXPORT}?${new URLSearchParams(query).toString()}`,
    { headers: { authorization: `Bearer ${token}` } },
  )
  return { response, text: await response.text(), token }
}

describe('audit log export', () => {
  it('is CSV with a header row and the rows the filters show (AUDIT-6)', async () => {
    const { response, text, token } = await exportAs('admin@acme.test', { action: 'member.' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.csv"/)
    const lines = text.split('\r\n').filter(Boolean)
    expect(lines[0]).toBe(
      'id,occurred_at,actor_type,actor_id,actor_email,action,target_type,target_id,target_label,field,before,after,ip,user_agent,batch_id',
    )
    const listed = await call(`/api/v1/enterprise/audit-events?action=member.&limit=200`, {
      token,
    })
    const ids = new Set(lines.slice(1).map((line) => line.split(',')[0]))
    expect([...ids].sort()).toEqual(listed.body.events.map((e: { id: string }) => e.id).sort())
  })

  it('gives before and after their own columns, one row per changed field (AUDIT-6)', async () => {
    const { text } = await exportAs('admin@acme.test', { action: 'member.role_changed' })
    const row = text.split('\r\n')[1]?.split(',') ?? []
    expect(row[9]).toBe('role')
    expect(['admin', 'member']).toContain(row[10])
    expect(['admin', 'member']).toContain(row[11])
    expect(row[10]).not.toBe(row[11])
  })

  it('quotes what needs quoting and disarms formulas (AUDIT-6)', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(false)).toBe('false')
    const rows = csvRows({
      id: 'evt_1',
      at: 0,
      actor: { type: 'user', id: 'u1', email: 'a@acme.test' },
      action: 'organization.renamed',
      target: { type: 'organization', id: 'o1', label: '=cmd|calc' },
      changes: { name: { before: 'Acme, Inc.', after: '=cmd|calc' } },
      ip: '203.0.113.9',
      userAgent: null,
      batchId: null,
      metadata: {},
    })
    expect(rows).toBe(
      `evt_1,1970-01-01T00:00:00.000Z,user,u1,a@acme.test,organization.renamed,organization,o1,'=cmd|calc,name,"Acme, Inc.",'=cmd|calc,203.0.113.9,,\r\n`,
    )
  })

  it('is recorded itself, with its filters and how many events it held (AUDIT-6)', async () => {
    const { text, token } = await exportAs('admin@acme.test', { action: 'user.signed_in' })
    const rows = text.split('\r\n').filter(Boolean).length - 1
    const res = await call('/api/v1/enterprise/audit-events?action=audit_log.&limit=1', { token })
    const [event] = res.body.events
    expect(event.action).toBe('audit_log.exported')
    expect(event.actor.email).toBe('admin@acme.test')
    expect(event.metadata).toEqual({ action: 'user.signed_in', events: String(rows) })
  })

  it('is refused to members (403)', async () => {
    const { response } = await exportAs('member@acme.test')
    expect(response.status).toBe(403)
  })
})
