import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { renderApp } from '../../../../tests/render'
import { server } from '../../../../tests/msw-server'

const MANAGED = 'Members come from your directory: add and remove people in your identity provider.'

afterEach(() => {
  vi.unstubAllEnvs()
})

/** Serves the directory in `state`; resolves once the page has asked for it. */
function serveDirectory(state: string): Promise<void> {
  return new Promise((asked) =>
    server.use(
      http.get('*/api/v1/enterprise/directory', () => {
        asked()
        return HttpResponse.json({
          directory: { state, provider: 'Okta SCIM', last_sync_at: null, users_synced: 3 },
        })
      }),
    ),
  )
}

describe('the team page under directory sync (DSYNC-4)', () => {
  it('turns manual invites and removals off while the directory is linked, saying why (DSYNC-4)', async () => {
    void serveDirectory('linked')
    await renderApp('/app/team', { as: 'staff@flow.test' })
    expect(await screen.findByText(MANAGED)).toBeVisible()
    const email = screen.getByLabelText('Email', { exact: true })
    expect(email).toBeDisabled()
    const groups = screen.getAllByRole('group', { description: MANAGED })
    expect(groups.some((group) => group.contains(email))).toBe(true)
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Invite many' })).toBeDisabled()
    const remove = screen.getByRole('button', { name: 'Remove intern@flow.test' })
    expect(remove).toBeDisabled()
    expect(remove).toHaveAccessibleDescription(MANAGED)
  })

  it('turns the invite link off too, saying why (DSYNC-4, INVLINK-1)', async () => {
    void serveDirectory('linked')
    await renderApp('/app/team', { as: 'staff@flow.test' })
    const create = await screen.findByRole('button', { name: 'Create invite link' })
    expect(create).toBeDisabled()
    expect(screen.getAllByRole('group', { description: MANAGED })).toHaveLength(2)
  })

  it.each(['unlinked', 'validating', 'invalid_credentials', 'deleting'])(
    'leaves them on while the directory is %s (DSYNC-4)',
    async (state) => {
      const asked = serveDirectory(state)
      await renderApp('/app/team', { as: 'staff@flow.test' })
      await asked
      const remove = await screen.findByRole('button', { name: 'Remove intern@flow.test' })
      expect(remove).toBeEnabled()
      expect(screen.getByLabelText('Email', { exact: true })).toBeEnabled()
      expect(screen.queryByText(MANAGED)).toBeNull()
    },
  )

  it('leaves them on for a server without the extension (DSYNC-4)', async () => {
    vi.stubEnv('DEMO_EXTENSIONS', 'none')
    void serveDirectory('linked')
    await renderApp('/app/team', { as: 'staff@flow.test' })
    expect(await screen.findByRole('button', { name: 'Remove intern@flow.test' })).toBeEnabled()
    expect(screen.queryByText(MANAGED)).toBeNull()
  })
})
