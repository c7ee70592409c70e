import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderApp } from '../../../../tests/render'

describe('privacy page', () => {
  it('links to the privacy documents and the data controls', async () => {
    await renderApp('/app/privacy', { as: 'admin@acme.test' })
    await screen.findByRole('heading', { name: 'Privacy' })
    const external = [
      ['Read the privacy policy', 'https://flow.test/privacy'],
      ['Read the terms of service', 'https://flow.test/terms'],
      ['Read the data processing addendum', 'https://flow.test/dpa'],
    ]
    for (const [name, href] of external) {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
    }
    expect(screen.getByRole('link', { name: 'Open data controls' })).toHaveAttribute(
      'href',
      '/app/settings/organization',
    )
  })

  it('starts its outline with the page: the upgrade card comes under the Privacy heading', async () => {
    await renderApp('/app/privacy', { as: 'admin@acme.test' })
    await screen.findByRole('heading', { name: 'Upgrade to Enterprise' })
    const main = screen.getByRole('main')
    const headings = within(main).getAllByRole('heading')
    expect(headings[0]).toHaveTextContent('Privacy')
    expect(headings[0]!.tagName).toBe('H1')
    expect(headings[1]).toHaveTextContent('Upgrade to Enterprise')
  })

  it('locks the SOC2/HIPAA card below Enterprise, with the upgrade tooltip and tag', async () => {
    const { user } = await renderApp('/app/privacy', { as: 'admin@acme.test' })
    const card = await screen.findByRole('region', { name: 'SOC2 and HIPAA compliance' })
    const soc2 = screen.getByRole('link', { name: 'View the SOC2 report' })
    expect(soc2).toHaveAttribute('aria-disabled', 'true')
    expect(soc2).not.toHaveAttribute('href')
    expect(screen.getByRole('link', { name: 'Enterprise' })).toHaveAttribute(
      'href',
      '/app/settings/billing',
    )
    expect(card).toContainElement(soc2)
    await user.hover(soc2)
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Upgrade to Enterprise plan to use this feature',
    )
  })

  it('links to the SOC2 report on Enterprise', async () => {
    await renderApp('/app/privacy', { as: 'staff@flow.test' })
    const soc2 = await screen.findByRole('link', { name: 'View the SOC2 report' })
    expect(soc2).toHaveAttribute('href', 'https://trust.flow.test')
    expect(screen.queryByRole('link', { name: 'Enterprise' })).not.toBeInTheDocument()
  })
})
