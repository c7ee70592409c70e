import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { catchDownloads } from '../../../../tests/downloads'
import { openTeamAsAdmin } from '../../../../tests/team-table'

afterEach(() => vi.restoreAllMocks())

describe('CSV export', () => {
  it('downloads the members as CSV through a Blob URL', async () => {
    const downloads = catchDownloads()
    const { user } = await openTeamAsAdmin()
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(downloads.names()).toEqual(['acme-corp-members.csv'])
    const text = await downloads.text()
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'Name,Email,Role,Status',
      'Ada Admin,admin@acme.test,Admin,Active',
      'Oscar Ops,ops@acme.test,Admin,Active',
    ])
  })
})
