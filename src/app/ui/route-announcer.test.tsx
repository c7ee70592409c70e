import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { renderApp } from '../../../tests/render'

const announced = (text: string) =>
  screen.queryAllByRole('status').find((region) => region.textContent === text)

describe('moving between pages', () => {
  it('says the new page once a link inside the portal is followed, not on the first load', async () => {
    const { user } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await screen.findByRole('heading', { level: 1, name: 'Team' })
    await waitFor(() => expect(document.title).toBe('Team · Flow Admin Portal'))
    expect(announced(document.title)).toBeUndefined()

    const nav = screen.getByRole('navigation', { name: 'Main' })
    await user.click(within(nav).getByRole('link', { name: 'Settings' }))
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    await waitFor(() => expect(announced(document.title)).toBeDefined())
    expect(document.title).not.toBe('Team · Flow Admin Portal')
  })
})
