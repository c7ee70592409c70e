import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { renderApp } from '../../../tests/render'

const openDrawer = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Open menu' }))
  return screen.findByRole('dialog', { name: 'Admin Portal' })
}

describe('menu drawer below md (issue #14)', () => {
  it('opens with the Main links, marks the current page and traps focus', async () => {
    const { user } = await renderApp('/app/team', { as: 'admin@acme.test' })
    const drawer = await openDrawer(user)
    const nav = within(drawer).getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Team', 'Settings', 'Privacy', 'Audit log', 'Help'])
    expect(within(nav).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page')
    // The rest of the page is hidden from assistive tech while the drawer is open.
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument()
    // Close, five links (Audit log for admins, AUDIT-1): tabbing past the last one comes back.
    const inDrawer = [
      within(drawer).getByRole('button', { name: 'Close menu' }),
      ...within(nav).getAllByRole('link'),
    ]
    expect(inDrawer[0]).toHaveFocus()
    for (let i = 1; i <= 8; i++) {
      await user.tab()
      expect(inDrawer[i % inDrawer.length]).toHaveFocus()
    }
  })

  it("shows the organisation's whole name, which the top bar may cut short", async () => {
    const { user } = await renderApp('/app/team', { as: 'admin@acme.test' })
    expect(await screen.findByText('Acme Corp')).toHaveAttribute('title', 'Acme Corp')
    const drawer = await openDrawer(user)
    expect(drawer).toHaveAccessibleDescription('Acme Corp')
  })

  it('Escape closes it and focus returns to the button', async () => {
    const { user } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await openDrawer(user)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus()
  })

  it('closes on a choice, and on a route change it did not start', async () => {
    const { user, router } = await renderApp('/app/team', { as: 'admin@acme.test' })
    const drawer = await openDrawer(user)
    await user.click(within(drawer).getByRole('link', { name: 'Privacy' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/privacy'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await openDrawer(user)
    await router.navigate({ to: '/app/team' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('is not offered before set-up, where there is no side menu', async () => {
    await renderApp('/get-started', { as: 'founder@umbrella.test' })
    expect(await screen.findByText('Getting started')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument()
  })
})
