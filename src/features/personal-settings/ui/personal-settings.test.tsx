import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderApp } from '../../../../tests/render'

describe('Personal tab', () => {
  it('shows the name and e-mail read-only', async () => {
    await renderApp('/app/settings/personal', { as: 'member@acme.test' })
    const name = await screen.findByLabelText('Name')
    expect(name).toHaveValue('Mo Member')
    expect(name).toHaveAttribute('readonly')
    const email = screen.getByLabelText('Email')
    expect(email).toHaveValue('member@acme.test')
    expect(email).toHaveAttribute('readonly')
  })

  it('is one of three tab links on the settings page', async () => {
    const { user, router } = await renderApp('/app/settings', { as: 'admin@acme.test' })
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' })
    expect(router.state.location.pathname).toBe('/app/settings/organization')
    await user.click(screen.getByRole('link', { name: 'Personal' }))
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada Admin')
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Billing' }))
    expect(screen.getByRole('link', { name: 'Personal' })).toHaveAttribute('aria-current', 'page')
  })
})
