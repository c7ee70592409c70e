import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderApp } from '../../../tests/render'
import { openPalette } from '../../../tests/palette'
import { setThemeChoice } from '@/shared/theme'

afterEach(() => setThemeChoice('system'))

describe('keyboard shortcuts dialog (UX-3)', () => {
  it('`?` lists every shortcut; Escape closes it and focus goes back (UX-3, UX-4)', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    const trigger = await screen.findByRole('button', { name: 'Account menu' })
    trigger.focus()
    await view.user.keyboard('?')
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Keyboard shortcuts' },
      { timeout: 5000 },
    )
    const keys = within(dialog).getAllByRole('term')
    const actions = within(dialog).getAllByRole('definition')
    expect(keys.map((k, i) => `${k.textContent} = ${actions[i]?.textContent}`)).toContain(
      'Ctrl K or ⌘ K = Open or close the command palette',
    )
    expect(within(dialog).getByText('Show keyboard shortcuts')).toBeInTheDocument()
    await view.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
    // A way out that is not a key (a phone's sheet): Close.
    await view.user.keyboard('?')
    const again = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    await view.user.click(within(again).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('`?` works from a checkbox (a row’s selection box is not a field to type in), not from a text field', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    const table = await screen.findByRole('table', { name: 'Members and invitations' })
    await view.user.click((await within(table).findAllByRole('checkbox'))[1]!)
    await view.user.keyboard('?')
    expect(
      await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    await view.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await view.user.click(screen.getByRole('searchbox', { name: 'Filter members' }))
    await view.user.keyboard('?')
    expect(screen.getByRole('searchbox', { name: 'Filter members' })).toHaveValue('?')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('`?` can be turned off in the dialog; the palette still opens it, and turns it back on (WCAG 2.1.4)', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    const trigger = await screen.findByRole('button', { name: 'Account menu' })
    trigger.focus()
    await view.user.keyboard('?')
    let dialog = await screen.findByRole(
      'dialog',
      { name: 'Keyboard shortcuts' },
      { timeout: 5000 },
    )
    const toggle = within(dialog).getByRole('switch', { name: 'Open this list with ?' })
    expect(toggle).toBeChecked()
    await view.user.click(toggle)
    expect(toggle).not.toBeChecked()
    await view.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    trigger.focus()
    await view.user.keyboard('?')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await openPalette(view)
    await view.user.keyboard('keyboard shortcuts{Enter}')
    dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    await view.user.click(within(dialog).getByRole('switch', { name: 'Open this list with ?' }))
    await view.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    trigger.focus()
    await view.user.keyboard('?')
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument()
  })

  it("`?` in a select's options shown in the page picks an option, not a shortcut (UX-3)", async () => {
    await renderApp('/app/team', { as: 'admin@acme.test' })
    const role = await screen.findByRole('combobox', { name: 'Role for dev@acme.test' })
    const option = within(role).getByRole('option', { name: 'Admin' })
    // Not cancelled: the shortcut takes its key (preventDefault) as it opens the list.
    expect(fireEvent.keyDown(option, { key: '?' })).toBe(true)
    expect(fireEvent.keyDown(document.body, { key: '?' })).toBe(false)
    // That one opens the list: waited for, so no opening outlives the test.
    expect(
      await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  })

  it('`?` typed in a field is a character, not a shortcut (UX-3)', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    const email = await screen.findByRole('textbox', { name: 'Email' })
    await view.user.click(email)
    await view.user.keyboard('what?')
    expect(email).toHaveValue('what?')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
