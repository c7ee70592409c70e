import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderPart } from '../../../../tests/render'
// The slice's public face, as the page that holds the card imports it.
import { DirectorySyncCard } from '..'

const DIRECTORY = '*/api/v1/enterprise/directory'
const BIG_ADMIN = 'bigadmin@bigcorp.test'

afterEach(() => {
  vi.unstubAllEnvs()
})

const serveDirectory = (directory: object | null) =>
  server.use(http.get(DIRECTORY, () => HttpResponse.json({ directory })))

async function openCard(as = BIG_ADMIN) {
  const view = await renderPart(<DirectorySyncCard />, { as })
  const card = await screen.findByRole('region', { name: 'Directory sync' })
  return { ...view, card }
}

const fact = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('directory sync card (DSYNC-1)', () => {
  it("shows BigCorp's seeded directory: not linked, Okta SCIM, never synced (DSYNC-1, DSYNC-5)", async () => {
    const { card } = await openCard()
    expect(await within(card).findByText('Not linked')).toBeVisible()
    expect(fact(card, 'Provider')).toBe('Okta SCIM')
    expect(fact(card, 'Last sync')).toBe('Never')
    expect(fact(card, 'Users synced')).toBe('0')
    expect(within(card).getByRole('button', { name: 'Set up directory sync' })).toBeEnabled()
  })

  it.each([
    ['linked', 'Linked'],
    ['unlinked', 'Not linked'],
    ['validating', 'Validating'],
    ['invalid_credentials', 'Invalid credentials'],
    ['deleting', 'Deleting'],
  ])('shows the %s state as "%s" (DSYNC-1)', async (state, label) => {
    serveDirectory({
      state,
      provider: 'Microsoft Entra ID SCIM',
      last_sync_at: '2026-11-20T09:30:00.000Z',
      users_synced: 1234,
    })
    const { card } = await openCard()
    expect(await within(card).findByText(label)).toBeVisible()
    expect(fact(card, 'Provider')).toBe('Microsoft Entra ID SCIM')
    expect(fact(card, 'Users synced')).toBe('1,234')
    expect(fact(card, 'Last sync')).not.toBe('Never')
  })

  it('says so when no directory is connected (DSYNC-1)', async () => {
    serveDirectory(null)
    const { card } = await openCard()
    expect(await within(card).findByText('No directory is connected yet.')).toBeVisible()
  })

  it('says it is loading, then offers a retry on failure (DSYNC-1)', async () => {
    server.use(http.get(DIRECTORY, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })))
    const { card, user } = await openCard()
    expect(within(card).getByRole('status')).toHaveTextContent('Loading the directory…')
    expect(await within(card).findByText("Couldn't load the directory")).toBeVisible()
    serveDirectory(null)
    await user.click(within(card).getByRole('button', { name: 'Try again' }))
    expect(await within(card).findByText('No directory is connected yet.')).toBeVisible()
  })

  it.each([
    ['a Teams admin', 'admin@acme.test'],
    ['a member of an Enterprise organisation', 'intern@flow.test'],
  ])('is not shown to %s (DSYNC-1)', async (_who, as) => {
    await renderPart(
      <>
        <DirectorySyncCard />
        <p>drawn</p>
      </>,
      { as },
    )
    expect(await screen.findByText('drawn')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Directory sync' })).toBeNull()
  })

  it('is not shown on a server without the extension (DSYNC-1)', async () => {
    vi.stubEnv('DEMO_EXTENSIONS', 'none')
    await renderPart(
      <>
        <DirectorySyncCard />
        <p>drawn</p>
      </>,
      { as: BIG_ADMIN },
    )
    expect(await screen.findByText('drawn')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Directory sync' })).toBeNull()
  })
})
