import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ToastContextProvider } from '@/shared/ui'
import { Gallery } from './gallery'

const SECTIONS = [
  'Colour tokens',
  'Button',
  'Badge',
  'Banner and ErrorState',
  'Card and PageHeader',
  'Fields',
  'Tabs and Spinner',
  'Pop-ups (follow the page theme)',
]

function setupGallery() {
  const user = userEvent.setup()
  render(
    <ToastContextProvider>
      <Gallery />
    </ToastContextProvider>,
  )
  return user
}

describe('shared/ui gallery', () => {
  it('renders every section in a light and a dark half', () => {
    setupGallery()
    for (const name of ['Light theme', 'Dark theme']) {
      const half = screen.getByRole('region', { name })
      expect(half).toHaveClass(name === 'Light theme' ? 'light' : 'dark')
      for (const title of SECTIONS)
        expect(within(half).getByRole('heading', { name: title })).toBeInTheDocument()
    }
  })

  it('opens a confirmation and shows a toast; one theme sets the class on <html>', async () => {
    const user = setupGallery()
    const light = screen.getByRole('region', { name: 'Light theme' })
    await user.click(within(light).getByRole('button', { name: 'Confirm (danger)' }))
    expect(await screen.findByRole('dialog', { name: 'Remove member' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.click(within(light).getByRole('button', { name: 'Error toast' }))
    expect(await screen.findByText('Failed to update role')).toHaveAttribute('role', 'alert')

    await user.click(screen.getByRole('button', { name: 'Dark' }))
    expect(document.documentElement).toHaveClass('dark')
    expect(screen.queryByRole('region', { name: 'Light theme' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Side by side' }))
    expect(document.documentElement).not.toHaveClass('dark')
  })
})
