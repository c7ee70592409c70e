import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderPart } from '../../../../tests/render'
import { formatDate } from '@/shared/lib'
// The slice's public face, as the page that holds the card imports it.
import { DomainVerificationCard } from '..'

const DOMAINS = '*/api/v1/enterprise/domains'
const BIG_ADMIN = 'bigadmin@bigcorp.test'

afterEach(() => {
  vi.unstubAllEnvs()
})

async function openCard(as = BIG_ADMIN) {
  const view = await renderPart(<DomainVerificationCard />, { as })
  const card = await screen.findByRole('region', { name: 'Domains' })
  return { ...view, card }
}

const rows = async (card: HTMLElement) =>
  (await within(card).findAllByRole('listitem')).map((li) => li.textContent)

describe('domains card (DOMAIN-1)', () => {
  it("lists BigCorp's seeded verified domain and says what verified means (DOMAIN-1, DOMAIN-4)", async () => {
    const { card } = await openCard()
    expect(await rows(card)).toEqual(['bigcorp.testVerified'])
    expect(
      within(card).getByText(
        'Only verified domains add people automatically and show your team to people who sign up.',
      ),
    ).toBeVisible()
    expect(within(card).getByRole('button', { name: 'Verify a domain' })).toBeEnabled()
  })

  it('shows each state, and the day a pending domain fails (DOMAIN-1, DOMAIN-2)', async () => {
    const failsAt = '2026-12-20T10:00:00.000Z'
    server.use(
      http.get(DOMAINS, () =>
        HttpResponse.json({
          domains: [
            { domain: 'bigcorp.test', state: 'verified', fails_at: null },
            { domain: 'labs.bigcorp.test', state: 'pending', fails_at: failsAt },
            { domain: 'old-bigcorp.test', state: 'failed', fails_at: null },
          ],
        }),
      ),
    )
    const { card } = await openCard()
    expect(await rows(card)).toEqual([
      'bigcorp.testVerified',
      `labs.bigcorp.testPendingfails on ${formatDate(failsAt)}`,
      'old-bigcorp.testFailed',
    ])
  })

  it('says so when there are no domains (DOMAIN-1)', async () => {
    server.use(http.get(DOMAINS, () => HttpResponse.json({ domains: [] })))
    const { card } = await openCard()
    expect(await within(card).findByText('No domains yet.')).toBeVisible()
  })

  it('says it is loading, then offers a retry on failure (DOMAIN-1)', async () => {
    server.use(http.get(DOMAINS, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })))
    const { card, user } = await openCard()
    expect(within(card).getByRole('status')).toHaveTextContent('Loading the domains…')
    expect(await within(card).findByText("Couldn't load the domains")).toBeVisible()
    server.use(http.get(DOMAINS, () => HttpResponse.json({ domains: [] })))
    await user.click(within(card).getByRole('button', { name: 'Try again' }))
    expect(await within(card).findByText('No domains yet.')).toBeVisible()
  })

  it.each([
    ['a Teams admin', 'admin@acme.test', undefined],
    ['a member of an Enterprise organisation', 'intern@flow.test', undefined],
    ['an Enterprise admin on a server without the extension', BIG_ADMIN, 'none'],
  ])('is not shown to %s (DOMAIN-1)', async (_who, as, extensions) => {
    if (extensions) vi.stubEnv('DEMO_EXTENSIONS', extensions)
    await renderPart(
      <>
        <DomainVerificationCard />
        <p>drawn</p>
      </>,
      { as },
    )
    expect(await screen.findByText('drawn')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Domains' })).toBeNull()
  })
})
