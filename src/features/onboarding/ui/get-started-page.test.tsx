import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'

const failing = (path: string) =>
  http.get(`*/api/v1/enterprise/${path}`, () =>
    HttpResponse.json({ detail: 'down' }, { status: 500 }),
  )

describe('get started page', () => {
  it('shows the create flow, the domain and the footer when no team exists', async () => {
    await renderApp('/get-started', { as: 'founder@umbrella.test' })
    expect(await screen.findByRole('heading', { name: 'Get started' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Name your organization' })).toBeInTheDocument()
    expect(screen.getByText('umbrella.test')).toBeInTheDocument()
    expect(screen.getByText(/Ask one of its admins for an invite/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute(
      'href',
      'https://flow.test/terms',
    )
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      'https://flow.test/privacy',
    )
  })

  it('lists the other users on the same domain when there are any', async () => {
    server.use(
      http.get('*/api/v1/enterprise/domain-info', () =>
        HttpResponse.json({
          same_domain_users: [{ email: 'rita@umbrella.test' }, { email: 'tom@umbrella.test' }],
          team_members: [],
          team_name: null,
          subscription_status: null,
        }),
      ),
    )
    await renderApp('/get-started', { as: 'founder@umbrella.test' })
    const list = await screen.findByRole('region', { name: 'Others from umbrella.test on Flow' })
    expect(list).toHaveTextContent('rita@umbrella.test')
    expect(list).toHaveTextContent('tom@umbrella.test')
  })

  it('draws a domain of thousands 50 at a time', async () => {
    server.use(
      http.get('*/api/v1/enterprise/domain-info', () =>
        HttpResponse.json({
          same_domain_users: Array.from({ length: 2_100 }, (_, i) => ({
            email: `person${i}@umbrella.test`,
          })),
        }),
      ),
    )
    const { user } = await renderApp('/get-started', { as: 'founder@umbrella.test' })
    const list = await screen.findByRole('region', { name: 'Others from umbrella.test on Flow' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(50)
    await user.click(within(list).getByRole('button', { name: 'Show 50 more of 2,050' }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(100)
  })

  it('shows no list when nobody else is on the domain', async () => {
    await renderApp('/get-started', { as: 'founder@umbrella.test' })
    await screen.findByLabelText('Organization name')
    expect(screen.queryByRole('region', { name: /Others from/ })).not.toBeInTheDocument()
  })

  it("says 'Failed to get team domain status' and still offers the create flow", async () => {
    server.use(failing('domain-status'))
    await renderApp('/get-started', { as: 'founder@umbrella.test' })
    expect(await screen.findByText('Failed to get team domain status')).toBeInTheDocument()
    expect(screen.getByLabelText('Organization name')).toBeInTheDocument()
  })

  it("reads a domain check answering 'error' as a failed lookup, with the create flow", async () => {
    server.use(
      http.get('*/api/v1/enterprise/domain-status', () =>
        HttpResponse.json({ team_domain_status: 'error' }),
      ),
    )
    await renderApp('/get-started', { as: 'founder@umbrella.test' })
    expect(await screen.findByText('Failed to get team domain status')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByLabelText('Organization name')).toBeInTheDocument()
  })

  it("says 'Failed to get domain users' and still offers the create flow", async () => {
    server.use(failing('domain-info'))
    await renderApp('/get-started', { as: 'founder@umbrella.test' })
    expect(await screen.findByText('Failed to get domain users')).toBeInTheDocument()
    expect(screen.getByLabelText('Organization name')).toBeInTheDocument()
  })

  it('a retry after a failed status lookup shows what the domain holds', async () => {
    let calls = 0
    server.use(
      http.get('*/api/v1/enterprise/domain-status', () => {
        calls += 1
        if (calls <= 3) return HttpResponse.json({ detail: 'down' }, { status: 500 })
      }),
    )
    const { user } = await renderApp('/get-started', { as: 'joiner@acme.test' })
    await screen.findByText('Failed to get team domain status')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('heading', { name: "Looks like there's a team on your domain" }),
    ).toBeInTheDocument()
  })

  it('explains a public domain instead of offering a create form that can only fail (START-12)', async () => {
    let infoCalls = 0
    server.use(
      http.get('*/api/v1/enterprise/domain-info', () => {
        infoCalls += 1
      }),
    )
    await renderApp('/get-started', { as: 'someone@gmail.com' })
    expect(
      await screen.findByText('Cannot create organization with a public domain'),
    ).toBeInTheDocument()
    expect(screen.getByText(/gmail\.com is a personal e-mail domain/)).toBeInTheDocument()
    expect(screen.getByText(/ask an admin of your team to invite you/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Organization name')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument()
    expect(screen.queryByText('Failed to get domain users')).not.toBeInTheDocument()
    expect(infoCalls).toBe(0)
  })
})

describe('get started lookups', () => {
  /** Every domain lookup's start and end, in order. */
  function recordLookups() {
    const events: string[] = []
    const name = (request: Request) => new URL(request.url).pathname.split('/').pop() ?? ''
    const isLookup = (request: Request) => /domain-(status|info)$/.test(request.url)
    server.events.on('request:start', ({ request }) => {
      if (isLookup(request)) events.push(`start ${name(request)}`)
    })
    server.events.on('response:mocked', ({ request }) => {
      if (isLookup(request)) events.push(`end ${name(request)}`)
    })
    return events
  }

  it('asks for the domain users only once the domain status says the domain is not public', async () => {
    const events = recordLookups()
    await renderApp('/get-started', { as: 'founder@umbrella.test' })
    await screen.findByLabelText('Organization name')
    expect(events).toEqual([
      'start domain-status',
      'end domain-status',
      'start domain-info',
      'end domain-info',
    ])
    server.events.removeAllListeners()
  })

  it('never asks for the domain users on a public domain', async () => {
    const events = recordLookups()
    await renderApp('/get-started', { as: 'someone@gmail.com' })
    await screen.findByText('Cannot create organization with a public domain')
    expect(events).toEqual(['start domain-status', 'end domain-status'])
    server.events.removeAllListeners()
  })
})
