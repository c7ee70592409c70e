import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../tests/msw-server'
import { renderApp } from '../../../tests/render'
import { hold } from '../../../tests/hold'

describe('route progress bar (UX-13)', () => {
  it('shows a named progress bar while a slow page loads, after a short delay, and goes when it has (UX-13)', async () => {
    const gate = hold()
    // Held, then left to the demo handler.
    server.use(
      http.get('*/api/v1/enterprise/members', async () => {
        await gate.wait()
      }),
    )
    const { user } = await renderApp('/app/privacy', { as: 'admin@acme.test' })
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 5000 })
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    await user.click(within(nav).getByRole('link', { name: 'Team' }))
    // Not at once: a quick page never flashes it.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument()
    gate.release()
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
  })
})
