import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { renderApp } from '../../../tests/render'
import { THEME_KEY, getThemeChoice, setThemeChoice } from '@/shared/theme'

/** A matchMedia whose dark preference the test flips, announcing it as the OS would. */
function mockOsTheme(dark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    get matches() {
      return dark
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }
  vi.stubGlobal('matchMedia', () => query)
  return (next: boolean) => {
    dark = next
    listeners.forEach((fn) => fn())
  }
}

const html = () => document.documentElement

afterEach(() => {
  setThemeChoice('system')
  vi.unstubAllGlobals()
})

async function openThemeChoices(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  // The first render of the shell is slow on a busy test run.
  await user.click(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 }))
  return screen.findByRole('group', { name: 'Theme' })
}

describe('theme choice in the avatar menu (UX-8)', () => {
  it('offers System, Light and Dark; System is chosen and follows the OS (UX-8)', async () => {
    const setOsDark = mockOsTheme(true)
    const { user } = await renderApp('/app/team', { as: 'admin@acme.test' })
    const items = within(await openThemeChoices(user)).getAllByRole('menuitemradio')
    expect(items.map((i) => i.textContent)).toEqual(['SystemDark', 'Light', 'Dark'])
    expect(items[0]).toHaveAttribute('aria-checked', 'true')
    expect(html()).not.toHaveClass('dark')
    expect(html()).not.toHaveClass('light')
    act(() => setOsDark(false))
    expect(items[0]).toHaveTextContent('SystemLight')
  })

  it('Dark with the keyboard: the class is applied, remembered, and checked next time (UX-8)', async () => {
    const { user } = await renderApp('/app/team', { as: 'admin@acme.test' })
    const trigger = await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 })
    trigger.focus()
    await user.keyboard('{Enter}')
    const dark = await screen.findByRole('menuitemradio', { name: 'Dark' })
    // Settings, Privacy, System, Light, Dark.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(dark).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    expect(html()).toHaveClass('dark')
    expect(html()).not.toHaveClass('light')
    expect(localStorage.getItem(THEME_KEY)).toBe('dark')
    expect(document.cookie).toContain(`${THEME_KEY}=dark`)
    expect(
      within(await openThemeChoices(user)).getByRole('menuitemradio', { name: 'Dark' }),
    ).toHaveAttribute('aria-checked', 'true')
  })

  it('Light replaces Dark; System removes both and forgets the choice (UX-8)', async () => {
    const { user } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await user.click(
      within(await openThemeChoices(user)).getByRole('menuitemradio', { name: 'Dark' }),
    )
    await user.click(
      within(await openThemeChoices(user)).getByRole('menuitemradio', { name: 'Light' }),
    )
    expect(html()).toHaveClass('light')
    expect(html()).not.toHaveClass('dark')
    expect(localStorage.getItem(THEME_KEY)).toBe('light')
    await user.click(
      within(await openThemeChoices(user)).getByRole('menuitemradio', { name: /^System/ }),
    )
    expect(html()).not.toHaveClass('light')
    expect(html()).not.toHaveClass('dark')
    expect(localStorage.getItem(THEME_KEY)).toBeNull()
    expect(document.cookie).not.toContain(THEME_KEY)
  })

  it('outlives Logout clearing local storage (UX-8, SESSION-3)', () => {
    setThemeChoice('dark')
    localStorage.clear()
    expect(getThemeChoice()).toBe('dark')
  })

  it('a choice made in another tab applies here (UX-8)', async () => {
    const { user } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await screen.findByRole('button', { name: 'Account menu' })
    const group = within(await openThemeChoices(user))
    localStorage.setItem(THEME_KEY, 'light')
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY }))
    })
    expect(html()).toHaveClass('light')
    expect(group.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  })
})
