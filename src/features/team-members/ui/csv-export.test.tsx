import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { openTeamAsAdmin } from '../../../../tests/team-table'

describe('CSV export', () => {
  it('downloads the members as CSV through a Blob URL', async () => {
    let blob: Blob | null = null
    const create = vi.fn((b: Blob) => {
      blob = b
      return 'blob:team'
    })
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user } = await openTeamAsAdmin()
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(click).toHaveBeenCalledOnce()
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('acme-corp-members.csv')
    // jsdom's Blob has no text(): read it the old way.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(reader.result as string)
      reader.readAsText(blob as unknown as Blob)
    })
    expect(
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 3),
    ).toEqual([
      'Name,Email,Role,Status',
      'Ada Admin,admin@acme.test,Admin,Active',
      'Oscar Ops,ops@acme.test,Admin,Active',
    ])
  })
})
