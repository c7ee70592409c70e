import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { getAuthClient } from '@/shared/auth'
import { saveDraft, takeDraft } from '@/shared/lib'

/** SESSION-16: Logout forgets the user's drafts, and says when the server did not hear of it. */

async function logOut() {
  const view = await renderApp('/app/team', { as: 'admin@acme.test' })
  await screen.findByRole('heading', { name: 'Team' })
  const { data } = await (await getAuthClient()).getSession()
  return { ...view, userId: data.session!.user.id }
}

describe('Logout (SESSION-16)', () => {
  it('clears every form draft of the user in this tab, and no one else’s', async () => {
    const app = await logOut()
    saveDraft('invite', app.userId, { email: 'half@acme.test' })
    saveDraft('organisation-name', app.userId, { name: 'Half typed' })
    saveDraft('invite', 'someone-else', { email: 'theirs@acme.test' })
    sessionStorage.setItem('flow-draft:broken', '{not json')
    sessionStorage.setItem('unrelated', 'kept')
    await app.user.click(screen.getByRole('button', { name: 'Account menu' }))
    await app.user.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('flow-draft:'))).toEqual([
      'flow-draft:invite',
    ])
    expect(takeDraft('invite', 'someone-else')).toEqual({ email: 'theirs@acme.test' })
    expect(sessionStorage.getItem('unrelated')).toBe('kept')
    expect(screen.queryByText(/server could not be reached/)).not.toBeInTheDocument()
  })

  it('a sign-out the server could not be told of still signs out here, and says so', async () => {
    server.use(http.post('*/auth/v1/logout', () => HttpResponse.error()))
    const app = await logOut()
    saveDraft('invite', app.userId, { email: 'half@acme.test' })
    await app.user.click(screen.getByRole('button', { name: 'Account menu' }))
    await app.user.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    expect(
      await screen.findByText(
        'Signed out on this device; the server could not be reached',
        {},
        { timeout: 5000 }, // the toast's view is fetched with the first toast
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
    expect((await (await getAuthClient()).getSession()).data.session).toBeNull()
    expect(takeDraft('invite', app.userId)).toBeNull()
  })

  it('a server failure answer counts as not heard too', async () => {
    server.use(
      http.post('*/auth/v1/logout', () => HttpResponse.json({ msg: 'down' }, { status: 503 })),
    )
    const app = await logOut()
    await app.user.click(screen.getByRole('button', { name: 'Account menu' }))
    await app.user.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    expect(
      await screen.findByText(
        'Signed out on this device; the server could not be reached',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
  })
})
