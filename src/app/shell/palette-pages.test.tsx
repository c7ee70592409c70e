import { describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { renderApp } from '../../../tests/render'
import {
  UX1_PAGES,
  listedCommands as options,
  listedNamedCommands,
  listedPages,
  openPalette,
} from '../../../tests/palette'
import { stubNewTabs } from '../../../tests/new-tabs'

// The SPEC's palette lists "the pages the user may see": every page, each settings tab included.
describe('command palette pages (UX-1, UX-2, SET-1)', () => {
  it('lists each settings tab, Organization, Personal and Billing, as a page', async () => {
    const view = await renderApp('/app/team', { as: 'member@acme.test' })
    await openPalette(view)
    // UX-1's pages but the internal ones, in order; pages added since are left out (each has its
    // own rule and test).
    const pages = listedPages().filter((page) => listedNamedCommands().includes(page))
    expect(pages).toEqual(UX1_PAGES.filter((p) => !['Notifications', 'Event Catalog'].includes(p)))
  })

  it('"billing" then Enter opens the Billing tab, not the billing portal', async () => {
    const tabs = stubNewTabs()
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    await openPalette(view)
    await view.user.keyboard('billing')
    // The page ranks above the action with a side effect.
    expect(options().slice(0, 2)).toEqual(['Billing', 'Open the billing portal'])
    await view.user.keyboard('{Enter}')
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/settings/billing'))
    expect(tabs.opened()).toBe(0)
  })

  it('a page the typed words match ranks above every action', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    await openPalette(view)
    await view.user.keyboard('team')
    expect(options()[0]).toBe('Team')
  })

  it('"directory" and "domains" find the Organization tab, where their cards are (DSYNC-1, DOMAIN-1)', async () => {
    const view = await renderApp('/app/team', { as: 'staff@flow.test' })
    await openPalette(view)
    await view.user.keyboard('directory')
    expect(options()[0]).toBe('Organization')
    await view.user.keyboard('{Control>}a{/Control}domains')
    expect(options()[0]).toBe('Organization')
  })
})
