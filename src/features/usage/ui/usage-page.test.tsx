import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { catchDownloads } from '../../../../tests/downloads'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { NOW, serveUsageMembers } from '../../../../tests/usage'

// jsdom has no layout: every row gets a height, so the virtualiser draws those near the top.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

const SERIES = '*/api/v1/enterprise/usage'

async function openUsage(path = '/app/usage') {
  const view = await renderApp(path, { as: 'admin@acme.test' })
  await screen.findByRole('heading', { level: 1, name: 'Usage' })
  return view
}

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent

describe('usage page (USAGE-1, USAGE-5, USAGE-6)', () => {
  it('shows the headline figures: active users, words and seats used of billed (USAGE-5)', async () => {
    serveUsageMembers()
    await openUsage()
    expect(figure('Active users, last 7 days')).toBe('2')
    expect(figure('Active users, last 30 days')).toBe('3')
    expect(figure('Words dictated, last 30 days')).toBe('105,000')
    expect(figure('Seats used, last 30 days')).toBe('3 of 9 billed seats')
  })

  it('gives the chart a table of the same figures (USAGE-6)', async () => {
    server.use(
      http.get(SERIES, () =>
        HttpResponse.json({
          from: '2026-10-22',
          to: '2026-11-20',
          interval: 'day',
          active_users: 4,
          words: 3_300,
          series: [
            { date: '2026-11-19', active_users: 3, words: 1_250 },
            { date: '2026-11-20', active_users: 4, words: 2_050 },
          ],
        }),
      ),
    )
    const { user } = await openUsage()
    expect(screen.getByRole('img', { name: 'Active users and words, last 30 days' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Show as table' }))
    const table = screen.getByRole('table', { name: 'Active users and words, last 30 days' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        ['columnheader', 'rowheader', 'cell']
          .flatMap((role) => within(row).queryAllByRole(role))
          .map((c) => c.textContent),
      )
    expect(rows).toEqual([
      ['Date', 'Active users', 'Words'],
      ['November 19, 2026', '3', '1,250'],
      ['November 20, 2026', '4', '2,050'],
    ])
    expect(screen.getByRole('button', { name: 'Show as chart' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('asks for the range in the address: 90 days by day, 180 by week (USAGE-6)', async () => {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname === '/api/v1/enterprise/usage') asked.push(url.search)
    })
    const { user, router } = await openUsage('/app/usage?range=90')
    expect(asked).toEqual(['?from=2026-08-23&to=2026-11-20&interval=day'])
    await user.click(screen.getByRole('link', { name: '180 days' }))
    expect(
      await screen.findByRole('img', { name: 'Active users and words, last 180 days, by week' }),
    ).toBeInTheDocument()
    expect(asked.at(-1)).toBe('?from=2026-05-25&to=2026-11-20&interval=week')
    expect(router.state.location.search).toMatchObject({ range: 180 })
  })

  it('lists members by last activity, never first, and sorts by a column (USAGE-7)', async () => {
    serveUsageMembers()
    const { user } = await openUsage()
    // The table draws a moment after the figures.
    const table = await screen.findByRole('table', { name: 'Members' })
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.firstChild?.textContent)
    expect(names()).toEqual(['Lee Legacy', 'Mo Member', 'Dee Developer', 'Oscar Ops', 'Ada Admin'])
    const lee = within(table).getAllByRole('row')[1] as HTMLElement
    expect(lee).toHaveTextContent('Last active: —')
    await user.click(within(table).getByRole('button', { name: 'Words (30 days)' }))
    expect(names()[0]).toBe('Oscar Ops')
    expect(within(table).getByRole('columnheader', { name: 'Words (30 days)' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
  })

  it('Export CSV downloads the rows of the current view, as <organisation>-usage.csv (USAGE-7)', async () => {
    serveUsageMembers()
    const downloads = catchDownloads()
    const { user } = await openUsage('/app/usage?q=dee')
    await screen.findByText('1 member')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(downloads.names()).toEqual(['acme-corp-usage.csv'])
    expect(await downloads.text()).toBe(
      'Name,Email,Last active,Words 30 days,Active days 30 days,Top apps\r\n' +
        'Dee Developer,dev@acme.test,2026-11-08T12:00:00.000Z,2500,4,Slack\r\n',
    )
  })

  it('is in the menu for admins after Audit log; a member reads it is for admins (USAGE-1)', async () => {
    const { unmount } = await openUsage()
    const menu = screen.getByRole('navigation', { name: 'Main' })
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links.indexOf('Usage')).toBe(links.indexOf('Audit log') + 1)
    unmount()
    await renderApp('/app/usage', { as: 'member@acme.test' })
    expect(await screen.findByText('Only organization admins can see usage.')).toBeInTheDocument()
    const memberMenu = screen.getByRole('navigation', { name: 'Main' })
    expect(within(memberMenu).queryByRole('link', { name: 'Usage' })).not.toBeInTheDocument()
  })

  it('is Not found, with no entry, on a server without the usage extension (USAGE-1)', async () => {
    vi.stubEnv('DEMO_EXTENSIONS', 'none')
    await renderApp('/app/usage', { as: 'admin@acme.test' })
    expect(await screen.findByText('Not found')).toBeInTheDocument()
    const menu = screen.getByRole('navigation', { name: 'Main' })
    expect(within(menu).queryByRole('link', { name: 'Usage' })).not.toBeInTheDocument()
  })

  it("a failed load shows the page's error and Try again (USAGE-2)", async () => {
    server.use(
      http.get('*/api/v1/enterprise/usage/members', () =>
        HttpResponse.json({ detail: 'Down' }, { status: 500 }),
      ),
    )
    await renderApp('/app/usage', { as: 'admin@acme.test' })
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByText('Failed to load usage')).toBeInTheDocument()
  })
})
